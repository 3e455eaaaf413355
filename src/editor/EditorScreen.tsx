import { Link } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { EditorScreenQuery as EditorScreenQueryType } from '../../__generated__/EditorScreenQuery.graphql';
import { NotFound } from '../app/NotFound';
import { DocumentHead } from '../app/DocumentHead';
import { useRouteQuery } from '../app/useRouteQuery';
import { PageHeading } from '../ui/PageHeading';
import { ArticleEditor } from './ArticleEditor';
import { CoverSetting } from './CoverSetting';
import { ReviewPanel } from './ReviewPanel';

/**
 * The route query of `/write` (`isNew`) and `/articles/$slug/edit`: the
 * article to edit and the header's viewer (null sends the visitor to sign in,
 * see loadSignedInRouteQuery in app/requireViewer.ts).
 */
export const EditorScreenQuery = graphql`
  query EditorScreenQuery($slug: String!, $isNew: Boolean!) {
    viewer {
      id
      capabilities {
        canWrite
        canPublish
      }
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    article(slug: $slug) @skip(if: $isNew) {
      id
      slug
      title
      status
      viewerCanEdit
      viewerCanPublish
      ...ArticleEditor_article
      ...CoverSetting_article
      ...ReviewPanel_article
    }
  }
`;

/**
 * `/write` and `/articles/$slug/edit`: the editor, the not-found page for an
 * article the viewer cannot see, or a refusal with a way back for one they
 * may read but not edit.
 */
export function EditorScreen(props: {
  queryRef: PreloadedQuery<EditorScreenQueryType>;
}): JSX.Element {
  const loaderData = props.queryRef;
  const data = useRouteQuery<EditorScreenQueryType>(EditorScreenQuery, loaderData);
  const isNew = loaderData.variables.isNew;
  const article = data.article ?? null;
  // The route's guard (loadSignedInRouteQuery) sends a signed-out visit to
  // sign in before this screen renders; a null here can only mean the same.
  const viewerId = data.viewer?.id ?? null;
  const head = <DocumentHead title={article ? `Edit: ${article.title}` : 'New article'} noindex />;

  if ((!isNew && !article) || !viewerId) return <NotFound />;
  if (isNew && !data.viewer?.capabilities?.canWrite) {
    return (
      <section className="page message-page">
        {head}
        <PageHeading>You can&apos;t write articles</PageHeading>
        <p role="alert">
          Your account is a reader&apos;s: it can comment and follow, not write. Writers join this
          site by an invitation from its editors.
        </p>
        <p>
          <Link to="/">Back to the latest articles</Link>
        </p>
      </section>
    );
  }
  if (article && !article.viewerCanEdit && article.status === 'IN_REVIEW') {
    return (
      <section className="page message-page">
        {head}
        <PageHeading>“{article.title}” is in review</PageHeading>
        <ReviewPanel article={article} />
      </section>
    );
  }
  if (article && !article.viewerCanEdit) {
    return (
      <section className="page message-page">
        {head}
        <PageHeading>You can&apos;t edit this article</PageHeading>
        <p role="alert">You can&apos;t edit this article: only its author and editors can.</p>
        <p>
          <Link to="/articles/$slug" params={{ slug: article.slug }}>
            Back to “{article.title}”
          </Link>
        </p>
      </section>
    );
  }
  return (
    <div className="page editor-page">
      {head}
      <PageHeading>{article ? 'Edit article' : 'New article'}</PageHeading>
      {/* Keyed by article: another article is a new form, never this one's state. */}
      {article ? <ReviewPanel article={article} /> : null}
      <ArticleEditor
        key={article?.id ?? 'new'}
        article={article}
        viewerId={viewerId}
        canPublish={
          article ? article.viewerCanPublish : Boolean(data.viewer?.capabilities?.canPublish)
        }
        cover={
          article ? (
            <CoverSetting key={article.id} article={article} />
          ) : (
            <p className="muted">Save the draft to give it a cover image.</p>
          )
        }
      />
    </div>
  );
}
