/**
 * @generated SignedSource<<dbb6e299374c9392567b6b3b75a8b505>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInScreenQuery$variables = Record<PropertyKey, never>;
export type SignInScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
  } | null | undefined;
};
export type SignInScreenQuery = {
  response: SignInScreenQuery$data;
  variables: SignInScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInScreenQuery",
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
    "name": "SignInScreenQuery",
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
    "cacheID": "f44f63b91a0994ad1aa16f1c42b93467",
    "id": null,
    "metadata": {},
    "name": "SignInScreenQuery",
    "operationKind": "query",
    "text": "query SignInScreenQuery {\n  viewer {\n    ...ViewerMenu_viewer\n    id\n  }\n}\n\nfragment ViewerMenu_viewer on User {\n  handle\n  name\n}\n"
  }
};

(node as any).hash = "0a7517280ec6c90038a617e526976db5";

export default node;
