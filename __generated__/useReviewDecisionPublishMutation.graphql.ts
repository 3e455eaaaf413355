/**
 * @generated SignedSource<<b71694639ef94bee69936d90d742d83f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
export type PublishArticleInput = {
  id: string;
};
export type useReviewDecisionPublishMutation$variables = {
  input: PublishArticleInput;
};
export type useReviewDecisionPublishMutation$data = {
  readonly publishArticle: {
    readonly article: {
      readonly id: string;
      readonly slug: string;
      readonly status: ArticleStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useReviewDecisionPublishMutation = {
  response: useReviewDecisionPublishMutation$data;
  variables: useReviewDecisionPublishMutation$variables;
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
    "concreteType": "PublishArticlePayload",
    "kind": "LinkedField",
    "name": "publishArticle",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
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
    "name": "useReviewDecisionPublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReviewDecisionPublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "24cb9f098bec6ec23af6705796533642",
    "id": null,
    "metadata": {},
    "name": "useReviewDecisionPublishMutation",
    "operationKind": "mutation",
    "text": "mutation useReviewDecisionPublishMutation(\n  $input: PublishArticleInput!\n) {\n  publishArticle(input: $input) {\n    article {\n      id\n      status\n      slug\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f422d734fc64caeacded877b123d4b6f";

export default node;
