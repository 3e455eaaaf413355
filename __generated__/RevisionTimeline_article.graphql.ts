/**
 * @generated SignedSource<<d85526b9df2c7e14a2637a6018309e79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RevisionTimeline_article$data = {
  readonly events: ReadonlyArray<{
    readonly revision: number;
    readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_event">;
  }> | null | undefined;
  readonly id: string;
  readonly readerRevision: number | null | undefined;
  readonly revisions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly author: {
          readonly name: string;
        };
        readonly createdAt: string;
        readonly number: number;
        readonly " $fragmentSpreads": FragmentRefs<"RevisionCompare_revision">;
      };
    }>;
  } | null | undefined;
  readonly status: ArticleStatus;
  readonly " $fragmentType": "RevisionTimeline_article";
};
export type RevisionTimeline_article$key = {
  readonly " $data"?: RevisionTimeline_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionTimeline_article">;
};

import RevisionTimelinePaginationQuery_graphql from './RevisionTimelinePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "revisions"
];
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
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RevisionTimelinePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RevisionTimeline_article",
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
      "name": "readerRevision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ArticleEvent",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revision",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TimelineEvent_event"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "revisions",
      "args": null,
      "concreteType": "RevisionConnection",
      "kind": "LinkedField",
      "name": "__RevisionTimeline_revisions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RevisionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Revision",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
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
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RevisionCompare_revision"
                },
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
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "7af698e2c11254dcb80ab15bf5a4971c";

export default node;
