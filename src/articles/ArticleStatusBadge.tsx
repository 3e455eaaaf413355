import type { JSX } from 'react';
import type { ArticleStatus } from '../../__generated__/articleChange_article.graphql';
import './ArticleStatusBadge.css';

const LABELS: Record<ArticleStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  PUBLISHED: 'Published',
  ARCHIVED: 'Archived',
  // A status added to the schema after this build.
  '%future added value': 'Unknown status',
};

/**
 * An article's state (`ARTICLE_STATUSES`, schema/rules.ts) as one word in a badge, the same on the
 * article page, the drafts list and the editor; `null` is an article not yet
 * saved.
 */
export function ArticleStatusBadge(props: { status: ArticleStatus | null }): JSX.Element {
  return <span className="status-badge">{props.status ? LABELS[props.status] : 'New'}</span>;
}
