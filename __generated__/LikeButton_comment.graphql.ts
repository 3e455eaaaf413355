/**
 * @generated SignedSource<<76c4e8d1048e5c346de937f32bbf1c38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_comment$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "LikeButton_comment";
};
export type LikeButton_comment$key = {
  readonly " $data"?: LikeButton_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_comment",
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
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};

(node as any).hash = "32e317382db838f442c6cc51da61322f";

export default node;
