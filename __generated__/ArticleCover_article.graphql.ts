/**
 * @generated SignedSource<<1918d1739e54efe7f523de92669f9645>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleCover_article$data = {
  readonly cover: {
    readonly alt: string;
    readonly height: number;
    readonly url: string;
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
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

(node as any).hash = "e7c59fc37223d5203f06e404bb71a36a";

export default node;
