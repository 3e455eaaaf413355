/**
 * @generated SignedSource<<a05f3c4e25d93b1f00bbbca32484d5d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignUpScreenQuery$variables = Record<PropertyKey, never>;
export type SignUpScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
  } | null | undefined;
};
export type SignUpScreenQuery = {
  response: SignUpScreenQuery$data;
  variables: SignUpScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignUpScreenQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerMenu_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignUpScreenQuery",
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
            "name": "handle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
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
    ]
  },
  "params": {
    "cacheID": "49cbce86180745bf4adedef4a55bdf1c",
    "id": null,
    "metadata": {},
    "name": "SignUpScreenQuery",
    "operationKind": "query",
    "text": "query SignUpScreenQuery {\n  viewer {\n    ...ViewerMenu_viewer\n    id\n  }\n}\n\nfragment ViewerMenu_viewer on User {\n  handle\n  name\n}\n"
  }
};

(node as any).hash = "b5c19153235989c4f2cd7d80eb223fbc";

export default node;
