/**
 * @generated SignedSource<<0ae2883d30c429b13439faaf4be891fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LikeArticleInput = {
  id: string;
  liked: boolean;
};
export type ArticleLikeButtonMutation$variables = {
  input: LikeArticleInput;
};
export type ArticleLikeButtonMutation$data = {
  readonly likeArticle: {
    readonly article: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ArticleLikeButtonMutation$rawResponse = {
  readonly likeArticle: {
    readonly article: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ArticleLikeButtonMutation = {
  rawResponse: ArticleLikeButtonMutation$rawResponse;
  response: ArticleLikeButtonMutation$data;
  variables: ArticleLikeButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LikeArticlePayload",
    "kind": "LinkedField",
    "name": "likeArticle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasLiked",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleLikeButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArticleLikeButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d7b5007910d8a7b4f75feae54033e860",
    "id": null,
    "metadata": {},
    "name": "ArticleLikeButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ArticleLikeButtonMutation(\n  $input: LikeArticleInput!\n) {\n  likeArticle(input: $input) {\n    article {\n      id\n      likeCount\n      viewerHasLiked\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8cb2cfb32c001b331c599db87f0c9f04";

export default node;
