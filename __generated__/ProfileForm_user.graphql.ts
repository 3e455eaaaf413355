/**
 * @generated SignedSource<<1f62dcf85a5590cb625eef7d2c4df49a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly bio: string;
  readonly handle: string;
  readonly name: string;
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0fabc708bba1ff0c346e78d868cea5cc";

export default node;
