/**
 * @generated SignedSource<<95710458e0794bd40db5ef088b972acb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
export type ReturnToDraftInput = {
  id: string;
  note: string;
};
export type useReviewDecisionReturnMutation$variables = {
  input: ReturnToDraftInput;
};
export type useReviewDecisionReturnMutation$data = {
  readonly returnToDraft: {
    readonly article: {
      readonly id: string;
      readonly reviewNote: string | null | undefined;
      readonly status: ArticleStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useReviewDecisionReturnMutation = {
  response: useReviewDecisionReturnMutation$data;
  variables: useReviewDecisionReturnMutation$variables;
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
    "concreteType": "ReturnToDraftPayload",
    "kind": "LinkedField",
    "name": "returnToDraft",
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
            "name": "reviewNote",
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
    "name": "useReviewDecisionReturnMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReviewDecisionReturnMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f1479dee95c6635c4d385b726721deaa",
    "id": null,
    "metadata": {},
    "name": "useReviewDecisionReturnMutation",
    "operationKind": "mutation",
    "text": "mutation useReviewDecisionReturnMutation(\n  $input: ReturnToDraftInput!\n) {\n  returnToDraft(input: $input) {\n    article {\n      id\n      status\n      reviewNote\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5469dadf16bed166ee1a370ced6ce88";

export default node;
