/**
 * @generated SignedSource<<bb1a596d3f4993f65766aa9eb5c3fae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingInvitation_invitation$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly name: string;
  };
  readonly expiresAt: string;
  readonly id: string;
  readonly role: Role;
  readonly " $fragmentType": "PendingInvitation_invitation";
};
export type PendingInvitation_invitation$key = {
  readonly " $data"?: PendingInvitation_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvitation_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInvitation_invitation",
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "e774581492c134defbaf5476eb223d4e";

export default node;
