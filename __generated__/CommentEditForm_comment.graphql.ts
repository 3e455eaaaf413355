/**
 * @generated SignedSource<<1ee2bbeb5437e944012e546a05f6ae54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentEditForm_comment$data = {
  readonly body: string;
  readonly id: string;
  readonly " $fragmentType": "CommentEditForm_comment";
};
export type CommentEditForm_comment$key = {
  readonly " $data"?: CommentEditForm_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentEditForm_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentEditForm_comment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "0a96520028a23e0e3bf8b4c185523e56";

export default node;
