/**
 * @generated SignedSource<<59b52f3c11564e1db8b6b82fe6a2a256>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedStory_article$data = {
  readonly cover: {
    readonly __typename: "Image";
  } | null | undefined;
  readonly excerpt: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleCover_article" | "CardByline_article">;
  readonly " $fragmentType": "FeaturedStory_article";
};
export type FeaturedStory_article$key = {
  readonly " $data"?: FeaturedStory_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedStory_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeaturedStory_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CardByline_article"
    },
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArticleCover_article"
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "2bee656be5907c29b8b5f3472d7565f5";

export default node;
