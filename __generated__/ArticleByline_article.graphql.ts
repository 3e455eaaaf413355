/**
 * @generated SignedSource<<f738f25842ef91bd685e2489a482cd83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleByline_article$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"AuthorCard_author">;
  };
  readonly publishedAt: string | null | undefined;
  readonly readingMinutes: number;
  readonly tags: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TagList_tags">;
  }>;
  readonly " $fragmentType": "ArticleByline_article";
};
export type ArticleByline_article$key = {
  readonly " $data"?: ArticleByline_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleByline_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleByline_article",
  "selections": [
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AuthorCard_author"
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
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "78a9b9cf90036b87955d675cf7807a68";

export default node;
