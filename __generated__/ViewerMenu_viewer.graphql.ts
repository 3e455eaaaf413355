/**
 * @generated SignedSource<<6fe6ccd59719cf7dc0973d9852d49fc8>>
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
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_viewer"
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

(node as any).hash = "fbde0128b0b0ef1705f33521f5b6744b";

export default node;
