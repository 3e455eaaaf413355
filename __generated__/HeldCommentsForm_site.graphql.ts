/**
 * @generated SignedSource<<1b759c42af1ee9f062aa6e8d3ab11547>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SignUpPolicy = "CLOSED" | "INVITE_ONLY" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HeldCommentsForm_site$data = {
  readonly heldFirstComments: number | null | undefined;
  readonly signUpPolicy: SignUpPolicy;
  readonly " $fragmentType": "HeldCommentsForm_site";
};
export type HeldCommentsForm_site$key = {
  readonly " $data"?: HeldCommentsForm_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeldCommentsForm_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeldCommentsForm_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signUpPolicy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heldFirstComments",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "72ca1dbc0c06b91f34b11cf9bac63adf";

export default node;
