/**
 * @generated SignedSource<<f6a43d43cfd7557823dcd8c882d44b98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AvatarSetting_user$data = {
  readonly avatar: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"Avatar_user">;
  readonly " $fragmentType": "AvatarSetting_user";
};
export type AvatarSetting_user$key = {
  readonly " $data"?: AvatarSetting_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarSetting_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarSetting_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Avatar_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "794392cc2d548d7b0b3f00c479aee4d2";

export default node;
