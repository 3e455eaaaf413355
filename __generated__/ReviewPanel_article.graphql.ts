/**
 * @generated SignedSource<<5be48e8c8390c201477f7b8674e24d3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewPanel_article$data = {
  readonly id: string;
  readonly reviewNote: string | null | undefined;
  readonly status: ArticleStatus;
  readonly viewerCanSubmit: boolean;
  readonly " $fragmentType": "ReviewPanel_article";
};
export type ReviewPanel_article$key = {
  readonly " $data"?: ReviewPanel_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPanel_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewPanel_article",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSubmit",
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "d5105c491408a867d0f94207149f15c7";

export default node;
