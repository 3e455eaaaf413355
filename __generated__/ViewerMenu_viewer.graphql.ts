/**
 * @generated SignedSource<<ccf3b89577f9f79f3e42f422a80caa8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ViewerMenu_viewer$data = {
  readonly capabilities: {
    readonly canManageSite: boolean;
    readonly canPublish: boolean;
    readonly canReview: boolean;
    readonly canWrite: boolean;
    readonly invitableRoles: ReadonlyArray<Role>;
  } | null | undefined;
  readonly handle: string;
  readonly name: string;
  readonly " $fragmentType": "ViewerMenu_viewer";
};
export type ViewerMenu_viewer$key = {
  readonly " $data"?: ViewerMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewerMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewerMenu_viewer",
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
      "concreteType": "ViewerCapabilities",
      "kind": "LinkedField",
      "name": "capabilities",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canWrite",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canPublish",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canReview",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitableRoles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canManageSite",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "76a41f6d78d5b10218aa890cacb3e815";

export default node;
