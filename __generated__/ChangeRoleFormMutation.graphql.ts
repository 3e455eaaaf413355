/**
 * @generated SignedSource<<2423739bae605158d425c7de215cd4dd>>
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
export type ChangeRoleFormMutation$variables = {
  input: ChangeRoleInput;
};
export type ChangeRoleFormMutation$data = {
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
export type ChangeRoleFormMutation = {
  response: ChangeRoleFormMutation$data;
  variables: ChangeRoleFormMutation$variables;
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
    "name": "ChangeRoleFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeRoleFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "60633cd169acb182c6b3a93a76c71205",
    "id": null,
    "metadata": {},
    "name": "ChangeRoleFormMutation",
    "operationKind": "mutation",
    "text": "mutation ChangeRoleFormMutation(\n  $input: ChangeRoleInput!\n) {\n  changeRole(input: $input) {\n    user {\n      id\n      handle\n      role\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2282ab8d6e2feaa4171e8962063dd113";

export default node;
