import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { RevisionListPaginationQuery } from '../../__generated__/RevisionListPaginationQuery.graphql';
import type { RevisionList_article$key } from '../../__generated__/RevisionList_article.graphql';
import { useLoadMore } from '../app/useLoadMore';
import { Button } from '../ui/Button';
import { LoadMoreButton } from '../ui/LoadMoreButton';
import type { ArticleValues } from './articleRules';
import { RevisionDiff } from './RevisionDiff';
import { SavedAt } from './SavedAt';

/** Revisions a page: each holds a whole body, up to 100,000 characters. */
const REVISIONS_PAGE_SIZE = 10;

/**
 * An article's saved revisions, newest first, 10 at a time. Choosing one compares its body with
 * the current text and offers to restore it (`onRestore`), unless `restoreBlocked` says why not.
 */
export function RevisionList(props: {
  article: RevisionList_article$key;
  current: ArticleValues;
  restoreBlocked: string | null;
  onRestore: (number: number, values: ArticleValues) => void;
}): JSX.Element {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    RevisionListPaginationQuery,
    RevisionList_article$key
  >(
    graphql`
      fragment RevisionList_article on Article
      @refetchable(queryName: "RevisionListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        revisions(first: $count, after: $cursor) @connection(key: "RevisionList_revisions") {
          edges {
            node {
              number
              title
              summary
              body
              tags
              createdAt
              author {
                name
              }
            }
          }
        }
      }
    `,
    props.article,
  );
  const { loadMore, failed } = useLoadMore(loadNext, REVISIONS_PAGE_SIZE);
  const [chosen, setChosen] = useState<number | null>(null);
  const revisions = (data.revisions?.edges ?? []).map((edge) => edge.node);
  const selected = revisions.find((revision) => revision.number === chosen) ?? null;

  return (
    <div className="revision-history">
      <ol className="revision-list">
        {revisions.map((revision) => (
          <li key={revision.number}>
            <button
              type="button"
              className="revision-choice"
              aria-pressed={revision.number === chosen}
              onClick={() => setChosen(revision.number)}
            >
              Revision {revision.number}
            </button>{' '}
            <SavedAt dateTime={revision.createdAt} /> · {revision.author.name}
          </li>
        ))}
      </ol>
      <LoadMoreButton
        hasMore={hasNext}
        isLoading={isLoadingNext}
        failed={failed}
        onLoadMore={loadMore}
        label="Older revisions"
      />
      {selected ? (
        <section className="revision-compare" aria-label={`Revision ${selected.number}`}>
          {selected.title !== props.current.title ? (
            <p>
              Title then: <q>{selected.title}</q>
            </p>
          ) : null}
          <RevisionDiff
            before={selected.body}
            after={props.current.body}
            label={`Revision ${selected.number} compared with the current text`}
          />
          <p className="notice-actions">
            <Button
              disabled={props.restoreBlocked !== null}
              onClick={() =>
                props.onRestore(selected.number, {
                  title: selected.title,
                  summary: selected.summary,
                  body: selected.body,
                  tags: selected.tags.join(', '),
                })
              }
            >
              Restore revision {selected.number}
            </Button>
            {props.restoreBlocked ? <span> {props.restoreBlocked}</span> : null}
          </p>
        </section>
      ) : (
        <p>Choose a revision to compare it with the current text.</p>
      )}
    </div>
  );
}
