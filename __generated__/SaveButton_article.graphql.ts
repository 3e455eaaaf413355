/**
 * @generated SignedSource<<12694dfcad416cf0d4ab8fc450d01862>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SaveButton_article$data = {
  readonly id: string;
  readonly status: ArticleStatus;
  readonly viewerHasSaved: boolean;
  readonly " $fragmentType": "SaveButton_article";
};
export type SaveButton_article$key = {
  readonly " $data"?: SaveButton_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveButton_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SaveButton_article",
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
      "name": "viewerHasSaved",
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "67c49da4616094cf5d1cccf1b8a6f9c1";

export default node;
