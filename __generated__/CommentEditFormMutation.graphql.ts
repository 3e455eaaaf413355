/**
 * @generated SignedSource<<715ad25a489007a1f15eab62e6fceb2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EditCommentInput = {
  body: string;
  id: string;
};
export type CommentEditFormMutation$variables = {
  input: EditCommentInput;
};
export type CommentEditFormMutation$data = {
  readonly editComment: {
    readonly comment: {
      readonly article: {
        readonly commentsVersion: string;
        readonly id: string;
      };
      readonly body: string;
      readonly displayBody: string;
      readonly editedAt: string | null | undefined;
      readonly id: string;
      readonly previousBodies: ReadonlyArray<{
        readonly body: string;
        readonly replacedAt: string;
      }> | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type CommentEditFormMutation = {
  response: CommentEditFormMutation$data;
  variables: CommentEditFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "EditCommentPayload",
    "kind": "LinkedField",
    "name": "editComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "comment",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayBody",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commentsVersion",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CommentEdit",
            "kind": "LinkedField",
            "name": "previousBodies",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
    "name": "CommentEditFormMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommentEditFormMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "b4e069481c2fa56c4086aef0a3480f93",
    "id": null,
    "metadata": {},
    "name": "CommentEditFormMutation",
    "operationKind": "mutation",
    "text": "mutation CommentEditFormMutation(\n  $input: EditCommentInput!\n) {\n  editComment(input: $input) {\n    comment {\n      id\n      body\n      displayBody\n      editedAt\n      article {\n        id\n        commentsVersion\n      }\n      previousBodies {\n        body\n        replacedAt\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b606e8c1651957e4f935fa49ca3b733e";

export default node;
