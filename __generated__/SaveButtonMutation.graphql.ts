/**
 * @generated SignedSource<<94e5dbd78fcdc316e439f769812afff1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveArticleInput = {
  id: string;
  saved: boolean;
};
export type SaveButtonMutation$variables = {
  input: SaveArticleInput;
};
export type SaveButtonMutation$data = {
  readonly saveArticle: {
    readonly article: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SaveButtonMutation$rawResponse = {
  readonly saveArticle: {
    readonly article: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SaveButtonMutation = {
  rawResponse: SaveButtonMutation$rawResponse;
  response: SaveButtonMutation$data;
  variables: SaveButtonMutation$variables;
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
    "concreteType": "SaveArticlePayload",
    "kind": "LinkedField",
    "name": "saveArticle",
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
            "name": "viewerHasSaved",
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
    "name": "SaveButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aa16ffb6e07545f87400a8591a77f2eb",
    "id": null,
    "metadata": {},
    "name": "SaveButtonMutation",
    "operationKind": "mutation",
    "text": "mutation SaveButtonMutation(\n  $input: SaveArticleInput!\n) {\n  saveArticle(input: $input) {\n    article {\n      id\n      viewerHasSaved\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "524e800b6869818656739f50fadaed4a";

export default node;
