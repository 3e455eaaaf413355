/**
 * @generated SignedSource<<6f967135123b66b5df0376550b4b4be1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
export type ChangeRoleInput = {
  handle: string;
  role: Role;
};
export type useChangeRoleMutation$variables = {
  input: ChangeRoleInput;
};
export type useChangeRoleMutation$data = {
  readonly changeRole: {
    readonly user: {
      readonly handle: string;
      readonly id: string;
      readonly role: Role;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useChangeRoleMutation = {
  response: useChangeRoleMutation$data;
  variables: useChangeRoleMutation$variables;
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
    "concreteType": "ChangeRolePayload",
    "kind": "LinkedField",
    "name": "changeRole",
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
            "name": "handle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "useChangeRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "61842041c339bc026f06005bfaff754f",
    "id": null,
    "metadata": {},
    "name": "useChangeRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeRoleMutation(\n  $input: ChangeRoleInput!\n) {\n  changeRole(input: $input) {\n    user {\n      id\n      handle\n      role\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22fcf49a8aa3663693eb7b912b5f3f24";

export default node;
