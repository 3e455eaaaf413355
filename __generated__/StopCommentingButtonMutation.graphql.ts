/**
 * @generated SignedSource<<963f39a1a89300dd4582e4e3be071fbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetCommentingInput = {
  stopped: boolean;
  userId: string;
};
export type StopCommentingButtonMutation$variables = {
  input: SetCommentingInput;
};
export type StopCommentingButtonMutation$data = {
  readonly setCommenting: {
    readonly user: {
      readonly commentingStopped: boolean | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type StopCommentingButtonMutation = {
  response: StopCommentingButtonMutation$data;
  variables: StopCommentingButtonMutation$variables;
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
    "concreteType": "SetCommentingPayload",
    "kind": "LinkedField",
    "name": "setCommenting",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "commentingStopped",
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
    "name": "StopCommentingButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StopCommentingButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0f68b42918ce041ea5b810f37e4e24f9",
    "id": null,
    "metadata": {},
    "name": "StopCommentingButtonMutation",
    "operationKind": "mutation",
    "text": "mutation StopCommentingButtonMutation(\n  $input: SetCommentingInput!\n) {\n  setCommenting(input: $input) {\n    user {\n      id\n      commentingStopped\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5dbe639953bf1e2e168d4012d9b56e32";

export default node;
