/**
 * @generated SignedSource<<7151afb00b8fc4faccdc6ee928873b0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagHead_tag$data = {
  readonly articleCount: number;
  readonly name: string;
  readonly " $fragmentType": "TagHead_tag";
};
export type TagHead_tag$key = {
  readonly " $data"?: TagHead_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagHead_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagHead_tag",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleCount",
      "storageKey": null
    }
  ],
  "type": "Tag",
  "abstractKey": null
};

(node as any).hash = "b9bf2881456369386968734435715a3b";

export default node;
