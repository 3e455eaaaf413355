/**
 * @generated SignedSource<<ac787bf4e5d39d96a2e30a4a58a6fa09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteMasthead_site$data = {
  readonly description: string;
  readonly title: string;
  readonly " $fragmentType": "SiteMasthead_site";
};
export type SiteMasthead_site$key = {
  readonly " $data"?: SiteMasthead_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteMasthead_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteMasthead_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "eb1eb1d79052d1aa04e6763fa6be7944";

export default node;
