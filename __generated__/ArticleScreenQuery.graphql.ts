/**
 * @generated SignedSource<<dbf7409ffeaff5ebeb41f2a6ca7d656c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleScreenQuery$variables = {
  slug: string;
};
export type ArticleScreenQuery$data = {
  readonly article: {
    readonly body: string;
    readonly slug: string;
    readonly title: string;
    readonly viewerCanEdit: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ArticleByline_article" | "ArticleEnd_article" | "CommentList_article">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"CommentList_viewer" | "ViewerMenu_viewer">;
  } | null | undefined;
};
export type ArticleScreenQuery = {
  response: ArticleScreenQuery$data;
  variables: ArticleScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "handle",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v8/*:: as any*/)
],
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewerMenu_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentList_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArticleByline_article"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArticleEnd_article"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentList_article"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArticleScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": (v9/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "name": "publishedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readingMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bio",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "previousByAuthor",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "nextByAuthor",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "CommentConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CommentEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanDelete",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "comments(first:20)"
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "CommentList_comments",
            "kind": "LinkedHandle",
            "name": "comments"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "48b9afe0aa3a56a133f085bdaee24349",
    "id": null,
    "metadata": {},
    "name": "ArticleScreenQuery",
    "operationKind": "query",
    "text": "query ArticleScreenQuery(\n  $slug: String!\n) {\n  viewer {\n    ...ViewerMenu_viewer\n    ...CommentList_viewer\n    id\n  }\n  article(slug: $slug) {\n    slug\n    title\n    body\n    viewerCanEdit\n    ...ArticleByline_article\n    ...ArticleEnd_article\n    ...CommentList_article\n    id\n  }\n}\n\nfragment ArticleByline_article on Article {\n  status\n  publishedAt\n  readingMinutes\n  author {\n    ...AuthorCard_author\n    id\n  }\n  tags {\n    ...TagList_tags\n    id\n  }\n}\n\nfragment ArticleEnd_article on Article {\n  status\n  publishedAt\n  editedAt\n  tags {\n    ...TagList_tags\n    id\n  }\n  author {\n    handle\n    name\n    bio\n    ...AuthorCard_author\n    id\n  }\n  ...ArticleNeighbours_article\n}\n\nfragment ArticleNeighbours_article on Article {\n  previousByAuthor {\n    slug\n    title\n    id\n  }\n  nextByAuthor {\n    slug\n    title\n    id\n  }\n}\n\nfragment AuthorCard_author on User {\n  handle\n  name\n}\n\nfragment CommentComposer_viewer on User {\n  id\n  handle\n  name\n}\n\nfragment CommentItem_comment on Comment {\n  id\n  body\n  createdAt\n  viewerCanDelete\n  author {\n    handle\n    name\n    id\n  }\n}\n\nfragment CommentList_article on Article {\n  id\n  commentCount\n  comments(first: 20) {\n    edges {\n      node {\n        id\n        ...CommentItem_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment CommentList_viewer on User {\n  ...CommentComposer_viewer\n}\n\nfragment TagList_tags on Tag {\n  id\n  name\n}\n\nfragment ViewerMenu_viewer on User {\n  handle\n  name\n}\n"
  }
};
})();

(node as any).hash = "91d1084e12c75eb6ae73a725af04a654";

export default node;
