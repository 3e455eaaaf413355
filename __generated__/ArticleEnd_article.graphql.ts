/**
 * @generated SignedSource<<3146c3affc04506f30b3a510dc0aacba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArticleEnd_article$data = {
  readonly author: {
    readonly bio: string;
    readonly handle: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"AuthorCard_author">;
  };
  readonly editedAt: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly status: ArticleStatus;
  readonly tags: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TagList_tags">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleNeighbours_article">;
  readonly " $fragmentType": "ArticleEnd_article";
};
export type ArticleEnd_article$key = {
  readonly " $data"?: ArticleEnd_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleEnd_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleEnd_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
      "name": "editedAt",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bio",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AuthorCard_author"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ArticleNeighbours_article"
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "85bc3a6e5ea643ae35348134c9178bb2";

export default node;
