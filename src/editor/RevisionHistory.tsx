import { Component, Suspense, useEffect, useId, useState } from 'react';
import type { JSX, ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { RevisionHistoryQuery as RevisionHistoryQueryType } from '../../__generated__/RevisionHistoryQuery.graphql';
import { describeError } from '../app/describeError';
import { Button } from '../ui/Button';
import type { ArticleValues } from './articleRules';
import { RevisionTimeline } from './RevisionTimeline';
import './RevisionHistory.css';

/**
 * The history is asked for when the writer opens it, not with the editor's route: it holds
 * whole bodies the editor rarely needs. Opened again, or after a save while open, it is asked
 * again (`network-only`): every save adds a revision.
 */
export const RevisionHistoryQuery = graphql`
  query RevisionHistoryQuery($id: ID!) {
    node(id: $id) {
      ...RevisionTimeline_article @alias(as: "article")
    }
  }
`;

interface HistoryProps {
  current: ArticleValues;
  restoreBlocked: string | null;
  onRestore: (number: number, values: ArticleValues) => void;
}

/**
 * "History": the article's revisions and events as a timeline, a diff of one against the
 * current text, and restore.
 */
export function RevisionHistory(
  props: HistoryProps & {
    articleId: string;
    /** The revision the editor is based on: a new one while open asks for the history again. */
    revision: number | null;
  },
): JSX.Element {
  const [queryRef, loadQuery, dispose] =
    useQueryLoader<RevisionHistoryQueryType>(RevisionHistoryQuery);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { articleId, revision } = props;

  useEffect(() => {
    if (open) loadQuery({ id: articleId }, { fetchPolicy: 'network-only' });
  }, [open, articleId, revision, loadQuery]);

  return (
    <div className="editor-history">
      <Button
        variant="quiet"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) dispose();
          setOpen(!open);
        }}
      >
        {open ? 'Hide history' : 'History'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && queryRef ? (
          <HistoryBoundary
            onRetry={() => loadQuery({ id: articleId }, { fetchPolicy: 'network-only' })}
          >
            <Suspense fallback={<p role="status">Loading the history…</p>}>
              <HistoryPanel queryRef={queryRef} {...props} />
            </Suspense>
          </HistoryBoundary>
        ) : null}
      </div>
    </div>
  );
}

function HistoryPanel(
  props: HistoryProps & { queryRef: PreloadedQuery<RevisionHistoryQueryType> },
): JSX.Element {
  const data = usePreloadedQuery<RevisionHistoryQueryType>(RevisionHistoryQuery, props.queryRef);
  const article = data.node?.article;
  if (!article) return <p>This article has no history to show.</p>;
  return (
    <RevisionTimeline
      article={article}
      current={props.current}
      restoreBlocked={props.restoreBlocked}
      onRestore={props.onRestore}
    />
  );
}

/** A failed history request says why, with Retry, and leaves the editor as it is. */
class HistoryBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const { summary } = describeError(this.state.error);
    return (
      <div className="notice notice-error" role="alert">
        <p>The history could not be loaded: {summary}</p>
        <Button
          variant="quiet"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
}
