/**
 * @generated SignedSource<<556bedbaf8cc9e2b66f970d23923886f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthorCard_author$data = {
  readonly handle: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"Avatar_user">;
  readonly " $fragmentType": "AuthorCard_author";
};
export type AuthorCard_author$key = {
  readonly " $data"?: AuthorCard_author$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthorCard_author">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthorCard_author",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "Avatar_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "96a2b18d5e4bed4fb4edc3a8acea36e6";

export default node;
