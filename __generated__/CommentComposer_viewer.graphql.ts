/**
 * @generated SignedSource<<62617db8b381678529789a57d2ab1653>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentComposer_viewer$data = {
  readonly handle: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "CommentComposer_viewer";
};
export type CommentComposer_viewer$key = {
  readonly " $data"?: CommentComposer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentComposer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentComposer_viewer",
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
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "285699bb29c6ee60f44356eb3be86f41";

export default node;
