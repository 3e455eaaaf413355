/**
 * @generated SignedSource<<97a733eae6da7d9b82cf7351b73e1d31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleCover_article$data = {
  readonly cover: {
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

(node as any).hash = "8a256d23afce22de5ac156b473b3b750";

export default node;
