/**
 * @generated SignedSource<<40a0d19893363017747507c7e9a6f9f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleLikeButton_article$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "ArticleLikeButton_article";
};
export type ArticleLikeButton_article$key = {
  readonly " $data"?: ArticleLikeButton_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleLikeButton_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleLikeButton_article",
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
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "28b4da092a73a81b700930736bbcd870";

export default node;
