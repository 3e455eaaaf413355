/**
 * @generated SignedSource<<cfe9d08101c5d1e4226e48e772462729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteArticleInput = {
  confirmTitle?: string | null | undefined;
  id: string;
};
export type DeleteArticleMutation$variables = {
  input: DeleteArticleInput;
};
export type DeleteArticleMutation$data = {
  readonly deleteArticle: {
    readonly deletedArticleId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type DeleteArticleMutation = {
  response: DeleteArticleMutation$data;
  variables: DeleteArticleMutation$variables;
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
    "concreteType": "DeleteArticlePayload",
    "kind": "LinkedField",
    "name": "deleteArticle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedArticleId",
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
    "name": "DeleteArticleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteArticleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "15ed3f3aa49c47dffbcbd9af2f13a865",
    "id": null,
    "metadata": {},
    "name": "DeleteArticleMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteArticleMutation(\n  $input: DeleteArticleInput!\n) {\n  deleteArticle(input: $input) {\n    deletedArticleId\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0874f6c13c5c94bc5124a96778d2c776";

export default node;
