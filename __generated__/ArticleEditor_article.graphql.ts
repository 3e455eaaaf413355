/**
 * @generated SignedSource<<4e34b58501f88982c27a008d48d6ab66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "IN_REVIEW" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArticleEditor_article$data = {
  readonly body: string;
  readonly id: string;
  readonly pendingRevision: {
    readonly body: string;
    readonly summary: string;
    readonly tags: ReadonlyArray<string>;
    readonly title: string;
  } | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly revision: number;
  readonly scheduledAt: string | null | undefined;
  readonly slug: string;
  readonly status: ArticleStatus;
  readonly summary: string;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteArticle_article" | "PublishCheck_article" | "SchedulePublish_article" | "articleChange_article">;
  readonly " $fragmentType": "ArticleEditor_article";
};
export type ArticleEditor_article$key = {
  readonly " $data"?: ArticleEditor_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleEditor_article">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleEditor_article",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledAt",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Revision",
      "kind": "LinkedField",
      "name": "pendingRevision",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tags",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteArticle_article"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SchedulePublish_article"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PublishCheck_article"
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "articleChange_article",
      "selections": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        (v6/*:: as any*/)
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "ba82701674571adfff3b0782f184873e";

export default node;
