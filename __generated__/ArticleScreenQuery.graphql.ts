/**
 * @generated SignedSource<<6b897cca3cc6ce94ee8bcecd57920224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleScreenQuery$variables = {
  after?: string | null | undefined;
  slug: string;
};
export type ArticleScreenQuery$data = {
  readonly article: {
    readonly body: string;
    readonly slug: string;
    readonly title: string;
    readonly viewerCanEdit: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ArticleByline_article" | "ArticleCover_article" | "ArticleEnd_article" | "ArticleHead_article" | "ArticleLikeButton_article" | "CommentList_article" | "SaveButton_article">;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
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
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
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
  "kind": "ScalarField",
  "name": "handle",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "placeholder",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "ImageVariant",
  "kind": "LinkedField",
  "name": "variants",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "avatar",
  "plural": false,
  "selections": [
    (v10/*:: as any*/),
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "editedAt",
  "storageKey": null
},
v18 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v9/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likeCount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasLiked",
  "storageKey": null
},
v21 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "order",
    "value": "OLDEST"
  }
],
v22 = {
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayBody",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hidden",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "held",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "replyCount",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v16/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "replyingTo",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v32 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v35 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
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
        "args": (v2/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
            "name": "ArticleHead_article"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArticleCover_article"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArticleLikeButton_article"
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "cursor",
                "variableName": "after"
              },
              {
                "kind": "Variable",
                "name": "start",
                "variableName": "after"
              }
            ],
            "kind": "FragmentSpread",
            "name": "CommentList_article"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SaveButton_article"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerCapabilities",
            "kind": "LinkedField",
            "name": "capabilities",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canWrite",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canPublish",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canReview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitableRoles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canManageSite",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "avatar",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v16/*:: as any*/),
              (v9/*:: as any*/),
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
              (v9/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "previousByAuthor",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "nextByAuthor",
            "plural": false,
            "selections": (v18/*:: as any*/),
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
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v9/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commentsVersion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "concreteType": "CommentConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              (v22/*:: as any*/),
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
                      (v9/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v17/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v6/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      (v31/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v32/*:: as any*/),
                        "concreteType": "CommentConnection",
                        "kind": "LinkedField",
                        "name": "replies",
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
                                  (v9/*:: as any*/),
                                  (v23/*:: as any*/),
                                  (v24/*:: as any*/),
                                  (v17/*:: as any*/),
                                  (v25/*:: as any*/),
                                  (v26/*:: as any*/),
                                  (v27/*:: as any*/),
                                  (v28/*:: as any*/),
                                  (v6/*:: as any*/),
                                  (v29/*:: as any*/),
                                  (v30/*:: as any*/),
                                  (v31/*:: as any*/),
                                  (v19/*:: as any*/),
                                  (v20/*:: as any*/),
                                  (v5/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": (v32/*:: as any*/),
                                    "concreteType": "CommentConnection",
                                    "kind": "LinkedField",
                                    "name": "replies",
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
                                              (v9/*:: as any*/),
                                              (v23/*:: as any*/),
                                              (v24/*:: as any*/),
                                              (v17/*:: as any*/),
                                              (v25/*:: as any*/),
                                              (v26/*:: as any*/),
                                              (v27/*:: as any*/),
                                              (v28/*:: as any*/),
                                              (v6/*:: as any*/),
                                              (v29/*:: as any*/),
                                              {
                                                "alias": null,
                                                "args": null,
                                                "concreteType": "User",
                                                "kind": "LinkedField",
                                                "name": "author",
                                                "plural": false,
                                                "selections": [
                                                  (v7/*:: as any*/),
                                                  (v8/*:: as any*/),
                                                  (v9/*:: as any*/)
                                                ],
                                                "storageKey": null
                                              },
                                              (v31/*:: as any*/),
                                              (v19/*:: as any*/),
                                              (v20/*:: as any*/),
                                              (v5/*:: as any*/),
                                              (v33/*:: as any*/)
                                            ],
                                            "storageKey": null
                                          },
                                          (v34/*:: as any*/)
                                        ],
                                        "storageKey": null
                                      },
                                      (v22/*:: as any*/),
                                      (v35/*:: as any*/)
                                    ],
                                    "storageKey": "replies(first:1)"
                                  },
                                  {
                                    "alias": null,
                                    "args": (v32/*:: as any*/),
                                    "filters": null,
                                    "handle": "connection",
                                    "key": "NestedReplies_replies",
                                    "kind": "LinkedHandle",
                                    "name": "replies"
                                  },
                                  (v33/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v34/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v22/*:: as any*/),
                          (v35/*:: as any*/)
                        ],
                        "storageKey": "replies(first:1)"
                      },
                      {
                        "alias": null,
                        "args": (v32/*:: as any*/),
                        "filters": null,
                        "handle": "connection",
                        "key": "CommentReplies_replies",
                        "kind": "LinkedHandle",
                        "name": "replies"
                      },
                      (v33/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              },
              (v35/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "filters": [
              "order"
            ],
            "handle": "connection",
            "key": "CommentList_comments",
            "kind": "LinkedHandle",
            "name": "comments",
            "dynamicKey": {
              "kind": "Variable",
              "name": "__dynamicKey",
              "variableName": "after"
            }
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasSaved",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c5a3d2f4f0a3197b7b30d795a48ae478",
    "id": null,
    "metadata": {},
    "name": "ArticleScreenQuery",
    "operationKind": "query",
    "text": "query ArticleScreenQuery(\n  $slug: String!\n  $after: String\n) {\n  viewer {\n    ...ViewerMenu_viewer\n    ...CommentList_viewer\n    id\n  }\n  article(slug: $slug) {\n    slug\n    title\n    body\n    viewerCanEdit\n    ...ArticleByline_article\n    ...ArticleEnd_article\n    ...ArticleHead_article\n    ...ArticleCover_article\n    ...ArticleLikeButton_article\n    ...CommentList_article_3v5zFa\n    ...SaveButton_article\n    id\n  }\n}\n\nfragment ArticleByline_article on Article {\n  status\n  publishedAt\n  readingMinutes\n  author {\n    ...AuthorCard_author\n    id\n  }\n  tags {\n    ...TagList_tags\n    id\n  }\n}\n\nfragment ArticleCover_article on Article {\n  cover {\n    url\n    alt\n    width\n    height\n    ...MediaPicture_image\n    id\n  }\n}\n\nfragment ArticleEnd_article on Article {\n  status\n  publishedAt\n  editedAt\n  tags {\n    ...TagList_tags\n    id\n  }\n  author {\n    handle\n    name\n    bio\n    ...AuthorCard_author\n    id\n  }\n  ...ArticleNeighbours_article\n}\n\nfragment ArticleHead_article on Article {\n  slug\n  title\n  summary\n  body\n  status\n  publishedAt\n  updatedAt\n  author {\n    handle\n    name\n    id\n  }\n  tags {\n    name\n    id\n  }\n  cover {\n    url\n    width\n    height\n    alt\n    id\n  }\n}\n\nfragment ArticleLikeButton_article on Article {\n  id\n  likeCount\n  viewerHasLiked\n}\n\nfragment ArticleNeighbours_article on Article {\n  previousByAuthor {\n    slug\n    title\n    id\n  }\n  nextByAuthor {\n    slug\n    title\n    id\n  }\n}\n\nfragment AuthorCard_author on User {\n  handle\n  name\n  ...Avatar_user\n}\n\nfragment Avatar_user on User {\n  name\n  avatar {\n    ...MediaPicture_image\n    id\n  }\n}\n\nfragment CommentComposer_viewer on User {\n  id\n  handle\n  name\n  avatar {\n    id\n    url\n    width\n    height\n    alt\n    placeholder\n    variants {\n      url\n      width\n      format\n    }\n  }\n}\n\nfragment CommentEditForm_comment on Comment {\n  id\n  body\n}\n\nfragment CommentItem_comment on Comment {\n  id\n  displayBody\n  createdAt\n  editedAt\n  deleted\n  hidden\n  held\n  replyCount\n  viewerCanEdit\n  viewerCanDelete\n  author {\n    handle\n    name\n    ...Avatar_user\n    id\n  }\n  replyingTo {\n    handle\n    id\n  }\n  ...LikeButton_comment\n  ...CommentEditForm_comment\n}\n\nfragment CommentItem_comment_3xtv9R on Comment {\n  id\n  displayBody\n  createdAt\n  editedAt\n  deleted\n  hidden\n  held\n  replyCount\n  viewerCanEdit\n  viewerCanDelete\n  author {\n    handle\n    name\n    id\n  }\n  replyingTo {\n    handle\n    id\n  }\n  ...LikeButton_comment\n  ...CommentEditForm_comment\n}\n\nfragment CommentList_article_3v5zFa on Article {\n  id\n  commentCount\n  commentsVersion\n  comments(first: 20, after: $after, order: OLDEST) {\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        id\n        ...CommentItem_comment\n        ...CommentReplies_comment\n        __typename\n      }\n      cursor\n    }\n  }\n}\n\nfragment CommentList_viewer on User {\n  role\n  ...CommentComposer_viewer\n}\n\nfragment CommentReplies_comment on Comment {\n  id\n  replyCount\n  replies(first: 1) {\n    edges {\n      node {\n        id\n        ...CommentItem_comment\n        ...NestedReplies_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LikeButton_comment on Comment {\n  id\n  likeCount\n  viewerHasLiked\n}\n\nfragment MediaPicture_image on Image {\n  url\n  width\n  height\n  alt\n  placeholder\n  variants {\n    url\n    width\n    format\n  }\n}\n\nfragment NestedReplies_comment on Comment {\n  id\n  replyCount\n  replies(first: 1) {\n    edges {\n      node {\n        id\n        ...CommentItem_comment_3xtv9R\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment NotificationBell_viewer on User {\n  unreadNotificationCount\n}\n\nfragment SaveButton_article on Article {\n  id\n  status\n  viewerHasSaved\n}\n\nfragment TagList_tags on Tag {\n  id\n  name\n}\n\nfragment ViewerMenu_viewer on User {\n  ...NotificationBell_viewer\n  handle\n  name\n  capabilities {\n    canWrite\n    canPublish\n    canReview\n    invitableRoles\n    canManageSite\n  }\n}\n"
  }
};
})();

(node as any).hash = "b73fae1b840ff980967b129dc3a10bd1";

export default node;
