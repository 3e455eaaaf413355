/**
 * @generated SignedSource<<1d5dcb20842c7406a8163bf4530dc806>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
export type SubmitForReviewInput = {
  id: string;
};
export type ReviewPanelSubmitMutation$variables = {
  input: SubmitForReviewInput;
};
export type ReviewPanelSubmitMutation$data = {
  readonly submitForReview: {
    readonly article: {
      readonly id: string;
      readonly reviewNote: string | null | undefined;
      readonly status: ArticleStatus;
      readonly viewerCanEdit: boolean;
      readonly viewerCanPublish: boolean;
      readonly viewerCanSubmit: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ReviewPanelSubmitMutation = {
  response: ReviewPanelSubmitMutation$data;
  variables: ReviewPanelSubmitMutation$variables;
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
    "concreteType": "SubmitForReviewPayload",
    "kind": "LinkedField",
    "name": "submitForReview",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanSubmit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanPublish",
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
    "name": "ReviewPanelSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPanelSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7b7bbb0d5ca88cbb63f10919c99810a2",
    "id": null,
    "metadata": {},
    "name": "ReviewPanelSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewPanelSubmitMutation(\n  $input: SubmitForReviewInput!\n) {\n  submitForReview(input: $input) {\n    article {\n      id\n      status\n      reviewNote\n      viewerCanSubmit\n      viewerCanEdit\n      viewerCanPublish\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6699b6627214d7f95413c397e5440e64";

export default node;
