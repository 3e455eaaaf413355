/**
 * @generated SignedSource<<f3d680af42122da8003f77fbaf30e060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImageFormat = "AVIF" | "JPEG" | "PNG" | "WEBP" | "%future added value";
export type AddCommentInput = {
  articleId: string;
  body: string;
  parentId?: string | null | undefined;
};
export type useAddCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddCommentInput;
};
export type useAddCommentMutation$data = {
  readonly addComment: {
    readonly article: {
      readonly commentCount: number;
      readonly commentsVersion: string;
      readonly id: string;
    } | null | undefined;
    readonly commentEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment" | "CommentReplies_comment" | "NestedReplies_comment">;
      };
    } | null | undefined;
    readonly listedUnder: {
      readonly id: string;
      readonly replyCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useAddCommentMutation$rawResponse = {
  readonly addComment: {
    readonly article: {
      readonly commentCount: number;
      readonly commentsVersion: string;
      readonly id: string;
    } | null | undefined;
    readonly commentEdge: {
      readonly cursor: string;
      readonly node: {
        readonly author: {
          readonly avatar: {
            readonly alt: string;
            readonly height: number;
            readonly id: string;
            readonly placeholder: string;
            readonly url: string;
            readonly variants: ReadonlyArray<{
              readonly format: ImageFormat;
              readonly url: string;
              readonly width: number;
            }>;
            readonly width: number;
          } | null | undefined;
          readonly handle: string;
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly body: string;
        readonly createdAt: string;
        readonly deleted: boolean;
        readonly displayBody: string;
        readonly editedAt: string | null | undefined;
        readonly held: boolean;
        readonly hidden: boolean;
        readonly id: string;
        readonly likeCount: number;
        readonly replies: {
          readonly __id?: string;
          readonly edges: ReadonlyArray<{
            readonly cursor: string;
            readonly node: {
              readonly __typename: "Comment";
              readonly author: {
                readonly avatar: {
                  readonly alt: string;
                  readonly height: number;
                  readonly id: string;
                  readonly placeholder: string;
                  readonly url: string;
                  readonly variants: ReadonlyArray<{
                    readonly format: ImageFormat;
                    readonly url: string;
                    readonly width: number;
                  }>;
                  readonly width: number;
                } | null | undefined;
                readonly handle: string;
                readonly id: string;
                readonly name: string;
              } | null | undefined;
              readonly body: string;
              readonly createdAt: string;
              readonly deleted: boolean;
              readonly displayBody: string;
              readonly editedAt: string | null | undefined;
              readonly held: boolean;
              readonly hidden: boolean;
              readonly id: string;
              readonly likeCount: number;
              readonly replies: {
                readonly __id?: string;
                readonly edges: ReadonlyArray<{
                  readonly cursor: string;
                  readonly node: {
                    readonly __typename: "Comment";
                    readonly author: {
                      readonly handle: string;
                      readonly id: string;
                      readonly name: string;
                    } | null | undefined;
                    readonly body: string;
                    readonly createdAt: string;
                    readonly deleted: boolean;
                    readonly displayBody: string;
                    readonly editedAt: string | null | undefined;
                    readonly held: boolean;
                    readonly hidden: boolean;
                    readonly id: string;
                    readonly likeCount: number;
                    readonly replyCount: number;
                    readonly replyingTo: {
                      readonly handle: string;
                      readonly id: string;
                    } | null | undefined;
                    readonly viewerCanDelete: boolean;
                    readonly viewerCanEdit: boolean;
                    readonly viewerHasLiked: boolean;
                  };
                }>;
                readonly pageInfo: {
                  readonly endCursor: string | null | undefined;
                  readonly hasNextPage: boolean;
                };
              };
              readonly replyCount: number;
              readonly replyingTo: {
                readonly handle: string;
                readonly id: string;
              } | null | undefined;
              readonly viewerCanDelete: boolean;
              readonly viewerCanEdit: boolean;
              readonly viewerHasLiked: boolean;
            };
          }>;
          readonly pageInfo: {
            readonly endCursor: string | null | undefined;
            readonly hasNextPage: boolean;
          };
        };
        readonly replyCount: number;
        readonly replyingTo: {
          readonly handle: string;
          readonly id: string;
        } | null | undefined;
        readonly viewerCanDelete: boolean;
        readonly viewerCanEdit: boolean;
        readonly viewerHasLiked: boolean;
      };
    } | null | undefined;
    readonly listedUnder: {
      readonly id: string;
      readonly replyCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useAddCommentMutation = {
  rawResponse: useAddCommentMutation$rawResponse;
  response: useAddCommentMutation$data;
  variables: useAddCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "replyCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Comment",
  "kind": "LinkedField",
  "name": "listedUnder",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Article",
  "kind": "LinkedField",
  "name": "article",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
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
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayBody",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "editedAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hidden",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "held",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "handle",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
        (v19/*:: as any*/),
        (v20/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placeholder",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ImageVariant",
          "kind": "LinkedField",
          "name": "variants",
          "plural": true,
          "selections": [
            (v19/*:: as any*/),
            (v20/*:: as any*/),
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "replyingTo",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likeCount",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasLiked",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v26 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v28 = {
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
v29 = {
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
},
v30 = {
  "alias": null,
  "args": (v26/*:: as any*/),
  "filters": null,
  "handle": "connection",
  "key": "NestedReplies_replies",
  "kind": "LinkedHandle",
  "name": "replies"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddCommentPayload",
        "kind": "LinkedField",
        "name": "addComment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CommentEdge",
            "kind": "LinkedField",
            "name": "commentEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CommentItem_comment"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CommentReplies_comment"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NestedReplies_comment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAddCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AddCommentPayload",
        "kind": "LinkedField",
        "name": "addComment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CommentEdge",
            "kind": "LinkedField",
            "name": "commentEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v5/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
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
                              (v4/*:: as any*/),
                              (v9/*:: as any*/),
                              (v10/*:: as any*/),
                              (v11/*:: as any*/),
                              (v12/*:: as any*/),
                              (v13/*:: as any*/),
                              (v14/*:: as any*/),
                              (v5/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              (v21/*:: as any*/),
                              (v22/*:: as any*/),
                              (v23/*:: as any*/),
                              (v24/*:: as any*/),
                              (v25/*:: as any*/),
                              {
                                "alias": null,
                                "args": (v26/*:: as any*/),
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
                                          (v4/*:: as any*/),
                                          (v9/*:: as any*/),
                                          (v10/*:: as any*/),
                                          (v11/*:: as any*/),
                                          (v12/*:: as any*/),
                                          (v13/*:: as any*/),
                                          (v14/*:: as any*/),
                                          (v5/*:: as any*/),
                                          (v15/*:: as any*/),
                                          (v16/*:: as any*/),
                                          {
                                            "alias": null,
                                            "args": null,
                                            "concreteType": "User",
                                            "kind": "LinkedField",
                                            "name": "author",
                                            "plural": false,
                                            "selections": [
                                              (v17/*:: as any*/),
                                              (v18/*:: as any*/),
                                              (v4/*:: as any*/)
                                            ],
                                            "storageKey": null
                                          },
                                          (v22/*:: as any*/),
                                          (v23/*:: as any*/),
                                          (v24/*:: as any*/),
                                          (v25/*:: as any*/),
                                          (v27/*:: as any*/)
                                        ],
                                        "storageKey": null
                                      },
                                      (v3/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  },
                                  (v28/*:: as any*/),
                                  (v29/*:: as any*/)
                                ],
                                "storageKey": "replies(first:1)"
                              },
                              (v30/*:: as any*/),
                              (v27/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v28/*:: as any*/),
                      (v29/*:: as any*/)
                    ],
                    "storageKey": "replies(first:1)"
                  },
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "CommentReplies_replies",
                    "kind": "LinkedHandle",
                    "name": "replies"
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "commentEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f9b836c33600d0f3212af32aa0e7876e",
    "id": null,
    "metadata": {},
    "name": "useAddCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useAddCommentMutation(\n  $input: AddCommentInput!\n) {\n  addComment(input: $input) {\n    commentEdge {\n      cursor\n      node {\n        id\n        ...CommentItem_comment\n        ...CommentReplies_comment\n        ...NestedReplies_comment\n      }\n    }\n    listedUnder {\n      id\n      replyCount\n    }\n    article {\n      id\n      commentCount\n      commentsVersion\n    }\n    userErrors {\n      message\n    }\n  }\n}\n\nfragment Avatar_user on User {\n  name\n  avatar {\n    ...MediaPicture_image\n    id\n  }\n}\n\nfragment CommentEditForm_comment on Comment {\n  id\n  body\n}\n\nfragment CommentItem_comment on Comment {\n  id\n  displayBody\n  createdAt\n  editedAt\n  deleted\n  hidden\n  held\n  replyCount\n  viewerCanEdit\n  viewerCanDelete\n  author {\n    handle\n    name\n    ...Avatar_user\n    id\n  }\n  replyingTo {\n    handle\n    id\n  }\n  ...LikeButton_comment\n  ...CommentEditForm_comment\n}\n\nfragment CommentItem_comment_3xtv9R on Comment {\n  id\n  displayBody\n  createdAt\n  editedAt\n  deleted\n  hidden\n  held\n  replyCount\n  viewerCanEdit\n  viewerCanDelete\n  author {\n    handle\n    name\n    id\n  }\n  replyingTo {\n    handle\n    id\n  }\n  ...LikeButton_comment\n  ...CommentEditForm_comment\n}\n\nfragment CommentReplies_comment on Comment {\n  id\n  replyCount\n  replies(first: 1) {\n    edges {\n      node {\n        id\n        ...CommentItem_comment\n        ...NestedReplies_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LikeButton_comment on Comment {\n  id\n  likeCount\n  viewerHasLiked\n}\n\nfragment MediaPicture_image on Image {\n  url\n  width\n  height\n  alt\n  placeholder\n  variants {\n    url\n    width\n    format\n  }\n}\n\nfragment NestedReplies_comment on Comment {\n  id\n  replyCount\n  replies(first: 1) {\n    edges {\n      node {\n        id\n        ...CommentItem_comment_3xtv9R\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1adb680bb3c674f0b1e1a4936c5cbc9c";

export default node;
