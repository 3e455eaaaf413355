/**
 * @generated SignedSource<<646d286586e3996a2b52dc57205e1b70>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ArticleByline_article" | "ArticleCard_article" | "ArticleEditor_article" | "DraftItem_article" | "articleChange_article">;
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

(node as any).hash = "1bf5fcae5aebf285339df47dd389498c";

export default node;
