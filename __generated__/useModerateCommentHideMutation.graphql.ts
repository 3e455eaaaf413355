/**
 * @generated SignedSource<<3d960767400fa9efbdbe9d3afb4469cc>>
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
    "name": "useModerateCommentHideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerateCommentHideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b4d1b802396ab6391484ae500fa348d",
    "id": null,
    "metadata": {},
    "name": "useModerateCommentHideMutation",
    "operationKind": "mutation",
    "text": "mutation useModerateCommentHideMutation(\n  $input: HideCommentInput!\n) {\n  hideComment(input: $input) {\n    comment {\n      id\n      hidden\n      held\n      reports {\n        reason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "172ec6843722b1f059a8b7b52e777147";

export default node;
