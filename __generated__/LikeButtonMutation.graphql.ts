/**
 * @generated SignedSource<<1caf70a05742f7052f1dccd7b65ddb6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LikeCommentInput = {
  id: string;
  liked: boolean;
};
export type LikeButtonMutation$variables = {
  input: LikeCommentInput;
};
export type LikeButtonMutation$data = {
  readonly likeComment: {
    readonly comment: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type LikeButtonMutation$rawResponse = {
  readonly likeComment: {
    readonly comment: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type LikeButtonMutation = {
  rawResponse: LikeButtonMutation$rawResponse;
  response: LikeButtonMutation$data;
  variables: LikeButtonMutation$variables;
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
    "concreteType": "LikeCommentPayload",
    "kind": "LinkedField",
    "name": "likeComment",
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
            "name": "likeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasLiked",
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
    "name": "LikeButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0bcbd0835706907c94ba94bfbf837694",
    "id": null,
    "metadata": {},
    "name": "LikeButtonMutation",
    "operationKind": "mutation",
    "text": "mutation LikeButtonMutation(\n  $input: LikeCommentInput!\n) {\n  likeComment(input: $input) {\n    comment {\n      id\n      likeCount\n      viewerHasLiked\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "095d8425c4388009c5b4a6d8a81ccf07";

export default node;
