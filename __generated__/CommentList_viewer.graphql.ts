/**
 * @generated SignedSource<<e46d13e0ed06a9b4c7757f2e53cd595e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommentList_viewer$data = {
  readonly role: Role;
  readonly " $fragmentSpreads": FragmentRefs<"CommentComposer_viewer">;
  readonly " $fragmentType": "CommentList_viewer";
};
export type CommentList_viewer$key = {
  readonly " $data"?: CommentList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentComposer_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f953234a6ea356756486185e7f8cfb90";

export default node;
