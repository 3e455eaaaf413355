/**
 * @generated SignedSource<<5e90a54b0c21366b34b388be3cfcec46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevisionCompare_revision$data = {
  readonly body: string;
  readonly number: number;
  readonly summary: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "RevisionCompare_revision";
};
export type RevisionCompare_revision$key = {
  readonly " $data"?: RevisionCompare_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionCompare_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevisionCompare_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
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
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    }
  ],
  "type": "Revision",
  "abstractKey": null
};

(node as any).hash = "77f368756ead66f2236f0373351d7130";

export default node;
