import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { ArticleScreenQuery as ArticleScreenQueryType } from '../../__generated__/ArticleScreenQuery.graphql';
import { NotFound } from '../app/NotFound';
import { useRouteQuery } from '../app/useRouteQuery';
import { CommentList } from '../comments/CommentList';
import { leadImage } from '../markdown/leadImage';
import { Markdown } from '../markdown/Markdown';
import { useMarkdownPipeline } from '../markdown/useMarkdownPipeline';
import { PageHeading } from '../ui/PageHeading';
import { ArticleByline } from './ArticleByline';
import { ArticleCover } from './ArticleCover';
import { SaveButton } from '../follows/SaveButton';
import { ArticleEnd } from './ArticleEnd';
import { ArticleLikeButton } from './ArticleLikeButton';
import { ArticleHead } from './ArticleHead';
import { TableOfContents } from './TableOfContents';

/**
 * The route query of `/articles/$slug`: the article, its first comments, and
 * the viewer (for the header and the comment composer).
 */
export const ArticleScreenQuery = graphql`
  query ArticleScreenQuery($slug: String!, $after: String) {
    viewer {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
      ...CommentList_viewer
    }
    article(slug: $slug) {
      slug
      title
      body
      viewerCanEdit
      ...ArticleByline_article
      ...ArticleEnd_article
      ...ArticleHead_article
      ...ArticleCover_article
      ...ArticleLikeButton_article
      ...CommentList_article @arguments(cursor: $after, start: $after)
      ...SaveButton_article
    }
  }
`;

/** `/articles/$slug`: one article with its outline and comments. */
export function ArticleScreen(props: {
  queryRef: PreloadedQuery<ArticleScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<ArticleScreenQueryType>(ArticleScreenQuery, props.queryRef);
  const { renderMarkdown } = useMarkdownPipeline();
  const article = data.article;

  if (!article) return <NotFound />;
  // Memoized by the pipeline, so <Markdown> below reuses this rendering.
  const { headings, html } = renderMarkdown(article.body);
  // A draft may have no text yet (a published article cannot): said so, not "1 min read".
  const empty = article.body.trim() === '';
  return (
    <article className="page article">
      <ArticleHead article={article} />
      <header className="article-header">
        <PageHeading>{article.title}</PageHeading>
        <ArticleByline article={article} empty={empty} />
        <ArticleCover article={article} place="page" leadImage={leadImage(html)} bodyHtml={html} />
        {article.viewerCanEdit ? (
          <p>
            <Link
              to="/articles/$slug/edit"
              params={{ slug: article.slug }}
              className="button button-quiet"
            >
              Edit
            </Link>
          </p>
        ) : null}
        <SaveButton article={article} signedIn={data.viewer != null} />
      </header>
      <div className="article-layout">
        <aside className="article-aside">
          <TableOfContents headings={headings} />
        </aside>
        {empty ? (
          <p className="article-text empty">This article has no text yet.</p>
        ) : (
          <Markdown source={article.body} className="article-text" />
        )}
      </div>
      <ArticleLikeButton article={article} signedIn={Boolean(data.viewer)} />
      <ArticleEnd article={article} />
      <CommentList article={article} viewer={data.viewer ?? null} />
    </article>
  );
}
