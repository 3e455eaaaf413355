/**
 * @generated SignedSource<<9c4b4d74c83212ff4c925c3260d48a1a>>
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerateCommentRestoreMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e5e431ca2182a59aade1e67ce0b8c9ef",
    "id": null,
    "metadata": {},
    "name": "useModerateCommentRestoreMutation",
    "operationKind": "mutation",
    "text": "mutation useModerateCommentRestoreMutation(\n  $input: RestoreCommentInput!\n) {\n  restoreComment(input: $input) {\n    comment {\n      id\n      hidden\n      held\n      reports {\n        reason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f37853c61dcfc5a2a60219252aef23f";

export default node;
