/**
 * @generated SignedSource<<b14859adb4f76d1664c06aa49ded08ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleCover_article$data = {
  readonly cover: {
    readonly height: number;
    readonly width: number;
    readonly " $fragmentSpreads": FragmentRefs<"MediaPicture_image">;
  } | null | undefined;
  readonly " $fragmentType": "ArticleCover_article";
};
export type ArticleCover_article$key = {
  readonly " $data"?: ArticleCover_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleCover_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleCover_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MediaPicture_image"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "2c54d8422e119b7e31bf51a1776ea63c";

export default node;
