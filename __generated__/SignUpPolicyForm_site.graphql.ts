/**
 * @generated SignedSource<<0af5d00ee89713b507d618bee98f6c10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SignUpPolicy = "CLOSED" | "INVITE_ONLY" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SignUpPolicyForm_site$data = {
  readonly signUpPolicy: SignUpPolicy;
  readonly " $fragmentType": "SignUpPolicyForm_site";
};
export type SignUpPolicyForm_site$key = {
  readonly " $data"?: SignUpPolicyForm_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignUpPolicyForm_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignUpPolicyForm_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signUpPolicy",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "82ad184bc3bccce31343f6897e13cf0a";

export default node;
