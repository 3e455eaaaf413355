/**
 * @generated SignedSource<<9aa7a6484a1fd6d37959017ac317f47b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleCard_article$data = {
  readonly author: {
    readonly handle: string;
    readonly name: string;
  };
  readonly cover: {
    readonly __typename: "Image";
  } | null | undefined;
  readonly excerpt: string;
  readonly publishedAt: string | null | undefined;
  readonly readingMinutes: number;
  readonly slug: string;
  readonly tags: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TagList_tags">;
  }>;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleCover_article">;
  readonly " $fragmentType": "ArticleCard_article";
};
export type ArticleCard_article$key = {
  readonly " $data"?: ArticleCard_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleCard_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleCard_article",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readingMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TagList_tags"
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

(node as any).hash = "2e8bb9dacde48f80a2211c4f7e2ad11f";

export default node;
