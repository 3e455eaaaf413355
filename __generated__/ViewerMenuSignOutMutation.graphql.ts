/**
 * @generated SignedSource<<d18e97c5f11211504b9be2b7b8003e00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerMenuSignOutMutation$variables = Record<PropertyKey, never>;
export type ViewerMenuSignOutMutation$data = {
  readonly signOut: {
    readonly viewer: {
      readonly id: string;
    } | null | undefined;
  };
};
export type ViewerMenuSignOutMutation = {
  response: ViewerMenuSignOutMutation$data;
  variables: ViewerMenuSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerMenuSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerMenuSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d4898d2a16ea30b1a2ac07e12f217cbc",
    "id": null,
    "metadata": {},
    "name": "ViewerMenuSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation ViewerMenuSignOutMutation {\n  signOut {\n    viewer {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a69a5a5d72a97c3056f16473c7a382d";

export default node;
