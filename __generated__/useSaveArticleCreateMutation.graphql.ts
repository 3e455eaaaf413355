/**
 * @generated SignedSource<<67bfc3a3f1918292e9d8d0ec9ba02fe3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type CreateArticleInput = {
  body: string;
  summary?: string | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  title: string;
};
export type useSaveArticleCreateMutation$variables = {
  input: CreateArticleInput;
};
export type useSaveArticleCreateMutation$data = {
  readonly createArticle: {
    readonly article: {
      readonly id: string;
      readonly revision: number;
      readonly slug: string;
      readonly status: ArticleStatus;
      readonly tags: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly viewerCanEdit: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ArticleEditor_article">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveArticleCreateMutation = {
  response: useSaveArticleCreateMutation$data;
  variables: useSaveArticleCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveArticleCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateArticlePayload",
        "kind": "LinkedField",
        "name": "createArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ArticleEditor_article"
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveArticleCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateArticlePayload",
        "kind": "LinkedField",
        "name": "createArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a2a37510b78262f326b721a59c6c41aa",
    "id": null,
    "metadata": {},
    "name": "useSaveArticleCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveArticleCreateMutation(\n  $input: CreateArticleInput!\n) {\n  createArticle(input: $input) {\n    article {\n      id\n      slug\n      revision\n      status\n      viewerCanEdit\n      tags {\n        id\n        name\n      }\n      ...ArticleEditor_article\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ArticleEditor_article on Article {\n  id\n  slug\n  title\n  summary\n  body\n  status\n  revision\n  updatedAt\n  publishedAt\n  tags {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ee0d6e7f56506e2dbe9f56212db070e";

export default node;
