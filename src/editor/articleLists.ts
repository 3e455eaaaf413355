import { useCallback } from 'react';
import { graphql, readInlineData, useRelayEnvironment } from 'react-relay/hooks';
import type { DataID, RecordSourceSelectorProxy } from 'relay-runtime';
import type { articleChange_article$key } from '../../__generated__/articleChange_article.graphql';
import type {
  ArticleStatus,
  articleLists_article$key,
} from '../../__generated__/articleLists_article.graphql';
import { readArticleState } from '../articles/articleChange';
import type { ArticleChange, ArticleState } from '../articles/articleChange';
import { updateLatestArticles } from '../articles/LatestArticles';
import { updateAuthorArticles } from '../authors/AuthorArticles';
import { updateDrafts } from '../drafts/DraftList';
import { updateSearchResults } from '../search/SearchResults';
import { updateTagArticles } from '../tags/TagArticles';

/** A written article as its mutation's payload brings it back. */
export interface WrittenArticle {
  readonly id: string;
  readonly slug: string;
  readonly status: ArticleStatus;
  readonly revision: number;
  readonly updatedAt: string;
  /** What the lists decide by. */
  readonly state: ArticleState;
  /** The article as the next write's "before" (see useArticleStatus). */
  readonly reference: articleChange_article$key;
}

/**
 * Reads the article of a write's payload (create, update, publish, unpublish,
 * archive). Every such payload selects the same fields: those the editor goes
 * on with, those the lists decide by, and those of every screen and list that
 * shows the article, so that each of them is current, or can take the
 * article in, with no request.
 */
export function readWrittenArticle(reference: articleLists_article$key): WrittenArticle {
  const article = readInlineData(
    graphql`
      fragment articleLists_article on Article @inline {
        id
        slug
        status
        revision
        updatedAt
        # The editor's route reads these when a save moves the editor to a new URL.
        # eslint-disable-next-line relay/unused-fields
        viewerCanEdit
        # eslint-disable-next-line relay/unused-fields
        viewerCanPublish
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...ReviewPanel_article
        ...articleChange_article
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...ArticleEditor_article
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...ArticleCard_article
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...ArticleByline_article
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...DraftItem_article
      }
    `,
    reference,
  );
  const { id, slug, status, revision, updatedAt } = article;
  return {
    id,
    slug,
    status,
    revision,
    updatedAt,
    state: readArticleState(article),
    reference: article,
  };
}

/**
 * Links `article(slug:)` to a written article. It is also what the route
 * query of its edit URL reads, so that loader answers from the store: the
 * switch from /write, from a slug a new title replaced, or from a draft slug
 * to the public one at the first publish costs no request.
 */
export function linkSlug(store: RecordSourceSelectorProxy, article: WrittenArticle): void {
  const record = store.get(article.id);
  if (record) store.getRoot().setLinkedRecord(record, 'article', { slug: article.slug });
}

/** Hands one write to every list of articles; each decides alone what it means for it. */
function updateEveryList(
  store: RecordSourceSelectorProxy,
  change: ArticleChange,
  recordIds: ReadonlyArray<DataID>,
): void {
  updateLatestArticles(store, change);
  updateTagArticles(store, change);
  updateAuthorArticles(store, change);
  updateDrafts(store, change);
  updateSearchResults(store, change, recordIds);
}

/**
 * The write path's one updater: links the article's slug and hands the write
 * to every list of articles, each of which decides alone what it means for
 * it (the home page's, a tag's, an author's, the drafts, search).
 */
export function useUpdateArticleLists(): (
  store: RecordSourceSelectorProxy,
  before: ArticleState | null,
  written: WrittenArticle,
) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (store, before, written) => {
      linkSlug(store, written);
      const recordIds = environment.getStore().getSource().getRecordIDs();
      updateEveryList(store, { before, after: written.state }, recordIds);
    },
    [environment],
  );
}

/** The deletion's updater: every list lets the article go. */
export function useRemoveFromArticleLists(): (
  store: RecordSourceSelectorProxy,
  before: ArticleState,
) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (store, before) => {
      const recordIds = environment.getStore().getSource().getRecordIDs();
      updateEveryList(store, { before, after: null }, recordIds);
    },
    [environment],
  );
}
