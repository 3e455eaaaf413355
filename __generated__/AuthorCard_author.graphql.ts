/**
 * @generated SignedSource<<144143d6ecd1b0e2aeef9dd66673fe3b>>
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b243d6fa2f9de1bd64051161477e6ae1";

export default node;
