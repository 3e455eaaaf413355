/**
 * @generated SignedSource<<bed5a40e7ffd43fec08886658bab4df9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InviteStaff_query$data = {
  readonly viewer: {
    readonly capabilities: {
      readonly invitableRoles: ReadonlyArray<Role>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "InviteStaff_query";
};
export type InviteStaff_query$key = {
  readonly " $data"?: InviteStaff_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteStaff_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteStaff_query",
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
          "concreteType": "ViewerCapabilities",
          "kind": "LinkedField",
          "name": "capabilities",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "invitableRoles",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8065045646bb8355be8aebaba73c6ef2";

export default node;
