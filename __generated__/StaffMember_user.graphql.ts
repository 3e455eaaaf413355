/**
 * @generated SignedSource<<94e4a37ddeb54fe8450400d5d758b17f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffMember_user$data = {
  readonly handle: string;
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "StaffMember_user";
};
export type StaffMember_user$key = {
  readonly " $data"?: StaffMember_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffMember_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffMember_user",
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
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "710937d2cb717007d2149e27277fd4d2";

export default node;
