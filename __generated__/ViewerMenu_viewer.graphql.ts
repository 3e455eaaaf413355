/**
 * @generated SignedSource<<687994450ce2df19f9b8c656a3cbf7e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerMenu_viewer$data = {
  readonly handle: string;
  readonly name: string;
  readonly " $fragmentType": "ViewerMenu_viewer";
};
export type ViewerMenu_viewer$key = {
  readonly " $data"?: ViewerMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "handle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4fa0e75680383d17c90792e576205e28";

export default node;
