/**
 * @generated SignedSource<<d5c4e498140ee3ead464d4f74b67164a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSettingsScreenQuery$variables = Record<PropertyKey, never>;
export type ProfileSettingsScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user" | "ViewerMenu_viewer">;
  } | null | undefined;
};
export type ProfileSettingsScreenQuery = {
  response: ProfileSettingsScreenQuery$data;
  variables: ProfileSettingsScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileSettingsScreenQuery",
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileForm_user"
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
    "name": "ProfileSettingsScreenQuery",
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
            "name": "bio",
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
    "cacheID": "cfe4e0249f77c8a53affd4a3a3d8d3c4",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsScreenQuery",
    "operationKind": "query",
    "text": "query ProfileSettingsScreenQuery {\n  viewer {\n    ...ViewerMenu_viewer\n    ...ProfileForm_user\n    id\n  }\n}\n\nfragment ProfileForm_user on User {\n  handle\n  name\n  bio\n}\n\nfragment ViewerMenu_viewer on User {\n  handle\n  name\n}\n"
  }
};

(node as any).hash = "a5712a86058814ab6dc6f48b28273c87";

export default node;
