/**
 * @generated SignedSource<<5ede8dd59f8f7a91fb38403f06a90c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type articleChange_article$data = {
  readonly author: {
    readonly id: string;
  };
  readonly id: string;
  readonly publishedAt: string | null | undefined;
  readonly status: ArticleStatus;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "articleChange_article";
};
export type articleChange_article$key = {
  readonly " $data"?: articleChange_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"articleChange_article">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "articleChange_article"
};

(node as any).hash = "1b03fc949a61f8fe2cedd7bfe08b6d11";

export default node;
