/**
 * @generated SignedSource<<97433b0fa078ec91749ed42030bbd63b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestArticles_query$data = {
  readonly articles: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "ArticleEdge";
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ArticleCardList_articles">;
  };
  readonly " $fragmentType": "LatestArticles_query";
};
export type LatestArticles_query$key = {
  readonly " $data"?: LatestArticles_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestArticles_query">;
};

import LatestArticlesPaginationQuery_graphql from './LatestArticlesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "articles"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "start"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tag"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": LatestArticlesPaginationQuery_graphql
    }
  },
  "name": "LatestArticles_query",
  "selections": [
    {
      "alias": "articles",
      "args": [
        {
          "kind": "Variable",
          "name": "__dynamicKey",
          "variableName": "start"
        },
        {
          "kind": "Variable",
          "name": "tag",
          "variableName": "tag"
        }
      ],
      "concreteType": "ArticleConnection",
      "kind": "LinkedField",
      "name": "__LatestArticles_articles_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ArticleEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Article",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ArticleCardList_articles"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "49c9d0fdf7b15b825b84cb5691602270";

export default node;
