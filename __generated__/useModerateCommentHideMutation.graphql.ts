/**
 * @generated SignedSource<<1781125cec5e94cb8b7759b50bec8a03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HideCommentInput = {
  id: string;
};
export type useModerateCommentHideMutation$variables = {
  input: HideCommentInput;
};
export type useModerateCommentHideMutation$data = {
  readonly hideComment: {
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
export type useModerateCommentHideMutation = {
  response: useModerateCommentHideMutation$data;
  variables: useModerateCommentHideMutation$variables;
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
    "concreteType": "HideCommentPayload",
    "kind": "LinkedField",
    "name": "hideComment",
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
    "name": "useModerateCommentHideMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerateCommentHideMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a25bf2987571517bf3d77bc8dd76c687",
    "id": null,
    "metadata": {},
    "name": "useModerateCommentHideMutation",
    "operationKind": "mutation",
    "text": "mutation useModerateCommentHideMutation(\n  $input: HideCommentInput!\n) {\n  hideComment(input: $input) {\n    comment {\n      id\n      hidden\n      held\n      article {\n        id\n        commentsVersion\n      }\n      reports {\n        reason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d26d7812da136bf86abc46b47949794";

export default node;
