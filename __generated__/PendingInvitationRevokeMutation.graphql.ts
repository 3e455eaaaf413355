/**
 * @generated SignedSource<<e8afe85610b65a8c781909a8fbfd126b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokeInvitationInput = {
  id: string;
};
export type PendingInvitationRevokeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeInvitationInput;
};
export type PendingInvitationRevokeMutation$data = {
  readonly revokeInvitation: {
    readonly revokedInvitationId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type PendingInvitationRevokeMutation = {
  response: PendingInvitationRevokeMutation$data;
  variables: PendingInvitationRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revokedInvitationId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PendingInvitationRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PendingInvitationRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "revokedInvitationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0e1eb99215dfb8c52993f5c9bb2a9a47",
    "id": null,
    "metadata": {},
    "name": "PendingInvitationRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation PendingInvitationRevokeMutation(\n  $input: RevokeInvitationInput!\n) {\n  revokeInvitation(input: $input) {\n    revokedInvitationId\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44322ee3d72aae8b7326b9b095c24453";

export default node;
