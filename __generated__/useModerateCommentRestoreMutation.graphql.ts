/**
 * @generated SignedSource<<e4e6ee5255a9dd5a4238d517ddaa359e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RestoreCommentInput = {
  id: string;
};
export type useModerateCommentRestoreMutation$variables = {
  input: RestoreCommentInput;
};
export type useModerateCommentRestoreMutation$data = {
  readonly restoreComment: {
    readonly comment: {
      readonly article: {
        readonly commentsVersion: string;
        readonly id: string;
      };
      readonly held: boolean;
      readonly hidden: boolean;
      readonly id: string;
      readonly reports: ReadonlyArray<{
        readonly reason: string;
      }> | null | undefined;
    } | null | undefined;
  };
};
export type useModerateCommentRestoreMutation = {
  response: useModerateCommentRestoreMutation$data;
  variables: useModerateCommentRestoreMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RestoreCommentPayload",
    "kind": "LinkedField",
    "name": "restoreComment",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hidden",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "held",
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
            "concreteType": "CommentReport",
            "kind": "LinkedField",
            "name": "reports",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
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
    "name": "useModerateCommentRestoreMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerateCommentRestoreMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "94a8008af210b3d6432dd35830bedcb9",
    "id": null,
    "metadata": {},
    "name": "useModerateCommentRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation useModerateCommentRestoreMutation(\n  $input: RestoreCommentInput!\n) {\n  restoreComment(input: $input) {\n    comment {\n      id\n      hidden\n      held\n      article {\n        id\n        commentsVersion\n      }\n      reports {\n        reason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "06ca6bad3a169b17c4fd3b86f2922c10";

export default node;
