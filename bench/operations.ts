/**
 * The operations the benchmarks send, in the shape relay-compiler gives the
 * client's screen queries (fragments spread, `id` and `__typename` added). They
 * are copied rather than imported from __generated__/ so that figures stay
 * comparable across commits while the screens change.
 */

/** The article screen: article by slug with author, tags, body, reading time, 20 comments, viewer. */
export const ARTICLE_SCREEN_QUERY = `query ArticleScreenQuery(
  $slug: String!
) {
  viewer {
    ...ViewerMenu_viewer
    id
  }
  article(slug: $slug) {
    slug
    title
    body
    viewerCanEdit
    ...ArticleByline_article
    ...CommentList_article
    id
  }
}

fragment ArticleByline_article on Article {
  publishedAt
  readingMinutes
  author {
    ...AuthorCard_author
    id
  }
  tags {
    ...TagList_tags
    id
  }
}

fragment AuthorCard_author on User {
  handle
  name
}

fragment CommentItem_comment on Comment {
  body
  createdAt
  author {
    handle
    name
    id
  }
}

fragment CommentList_article on Article {
  commentCount
  comments(first: 20) {
    edges {
      node {
        id
        ...CommentItem_comment
        __typename
      }
      cursor
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
  id
}

fragment TagList_tags on Tag {
  id
  name
}

fragment ViewerMenu_viewer on User {
  handle
  name
}
`;

/** The home screen: the 10 newest articles with author, tags and summary, and the viewer. */
export const HOME_SCREEN_QUERY = `query HomeScreenQuery(
  $tag: String
) {
  viewer {
    ...ViewerMenu_viewer
    id
  }
  ...LatestArticles_query_1G22zq
}

fragment ArticleCard_article on Article {
  slug
  title
  summary
  publishedAt
  readingMinutes
  author {
    handle
    name
    id
  }
  tags {
    ...TagList_tags
    id
  }
}

fragment LatestArticles_query_1G22zq on Query {
  articles(first: 10, tag: $tag) {
    edges {
      node {
        id
        ...ArticleCard_article
        __typename
      }
      cursor
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}

fragment TagList_tags on Tag {
  id
  name
}

fragment ViewerMenu_viewer on User {
  handle
  name
}
`;

/** A page of the published list, for the pagination benchmark. */
export const ARTICLES_PAGE_QUERY = `query LatestArticlesPaginationQuery(
  $first: Int!
  $after: String
) {
  articles(first: $first, after: $after) {
    edges {
      node {
        id
        slug
        title
        summary
        publishedAt
        readingMinutes
        author {
          handle
          name
          id
        }
        tags {
          id
          name
        }
        __typename
      }
      cursor
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
`;

/** The headers the client's one network function sends on every request (src/relay/README.md). */
export const CLIENT_HEADERS: Record<string, string> = {
  accept: 'application/graphql-response+json, application/json;q=0.9',
  'content-type': 'application/json',
};

/** The JSON body the client POSTs. */
export function requestBody(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): string {
  return JSON.stringify({ operationName, variables, query });
}
