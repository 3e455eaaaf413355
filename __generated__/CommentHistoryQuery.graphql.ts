/**
 * @generated SignedSource<<7080f157cc92a0549f9807a8ebc7503a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommentHistoryQuery$variables = {
  id: string;
};
export type CommentHistoryQuery$data = {
  readonly node: {
    readonly previousBodies?: ReadonlyArray<{
      readonly body: string;
      readonly replacedAt: string;
    }> | null | undefined;
  } | null | undefined;
};
export type CommentHistoryQuery = {
  response: CommentHistoryQuery$data;
  variables: CommentHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentEdit",
      "kind": "LinkedField",
      "name": "previousBodies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replacedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentHistoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommentHistoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1f2b95741049e73b963219c7ad85d31c",
    "id": null,
    "metadata": {},
    "name": "CommentHistoryQuery",
    "operationKind": "query",
    "text": "query CommentHistoryQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Comment {\n      previousBodies {\n        body\n        replacedAt\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0f36d538ffcef4f057137fd9ea33c64";

export default node;
