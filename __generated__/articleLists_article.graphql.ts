/**
 * @generated SignedSource<<4e07720b15f752ee7fc5a2c58e0a5ab1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type articleLists_article$data = {
  readonly id: string;
  readonly revision: number;
  readonly slug: string;
  readonly status: ArticleStatus;
  readonly updatedAt: string;
  readonly viewerCanEdit: boolean;
  readonly viewerCanPublish: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleByline_article" | "ArticleCard_article" | "ArticleEditor_article" | "DraftItem_article" | "ReviewPanel_article" | "articleChange_article">;
  readonly " $fragmentType": "articleLists_article";
};
export type articleLists_article$key = {
  readonly " $data"?: articleLists_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"articleLists_article">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "articleLists_article"
};

(node as any).hash = "d8d129b2674c67902c9be48925ee725e";

export default node;
