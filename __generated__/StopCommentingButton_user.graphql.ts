/**
 * @generated SignedSource<<58f8ff549829fe65fbcdffce996ab663>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "AUTHOR" | "CONTRIBUTOR" | "EDITOR" | "OWNER" | "READER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StopCommentingButton_user$data = {
  readonly commentingStopped: boolean | null | undefined;
  readonly handle: string;
  readonly id: string;
  readonly role: Role;
  readonly " $fragmentType": "StopCommentingButton_user";
};
export type StopCommentingButton_user$key = {
  readonly " $data"?: StopCommentingButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StopCommentingButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StopCommentingButton_user",
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
      "name": "handle",
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
      "name": "commentingStopped",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "714c97b5033e79ca2319628719eca324";

export default node;
