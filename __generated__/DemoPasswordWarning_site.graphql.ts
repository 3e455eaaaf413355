/**
 * @generated SignedSource<<2d9906b84813312a7df669ca0ad36fbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DemoPasswordWarning_site$data = {
  readonly demoAccountsExposed: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "DemoPasswordWarning_site";
};
export type DemoPasswordWarning_site$key = {
  readonly " $data"?: DemoPasswordWarning_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemoPasswordWarning_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DemoPasswordWarning_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demoAccountsExposed",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "94bdfb1e49f1495013e6a67ebf2da7a0";

export default node;
