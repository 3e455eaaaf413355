/**
 * @generated SignedSource<<43c76488b23041fc503291b69e84392f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentList_viewer$data = {
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentComposer_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "07f2c25169c78d5bdf0b0c85067768d2";

export default node;
