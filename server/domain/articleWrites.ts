// The Store's article writes over any engine: each store method is one domain operation run in
// one transaction of the engine's (server/db/store.ts's rules), so an engine brings queries
// and its transactions, never a rule.
import type { ArticleStore, ScheduleStore } from '../db/articleStores';
import { present, type ArticleEngine } from './articleQueries';
import { insertArticle, updateArticle } from './articleSaves';
import { withFreeSlug } from './articleSlugs';
import { changeStatus, publishIfDue, setSchedule } from './articleStatus';
import { ask } from './work';

type ArticleWrites = Pick<
  ArticleStore,
  'insertArticle' | 'updateArticle' | 'setArticleStatus' | 'deleteArticle'
>;

/** ArticleStore's writes over `engine`. */
export function articleWrites(engine: ArticleEngine): ArticleWrites {
  return {
    insertArticle: (article) =>
      withFreeSlug(engine, (q, claim, refused) => insertArticle(q, article, claim, refused)),
    updateArticle: (id, revision, changes, now, options) =>
      withFreeSlug(engine, (q, claim) =>
        updateArticle(q, id, revision, changes, now, options, claim),
      ),
    setArticleStatus: (id, status, now, reviewNote, by) =>
      withFreeSlug(engine, function* (q, claim, refused) {
        const current = present(yield* ask(q.lockArticle(id)), id);
        const note = reviewNote ?? null;
        return yield* changeStatus(q, current, status, now, claim, refused, note, by ?? null);
      }),
    deleteArticle: (id) =>
      engine.transaction(function* (q) {
        return yield* ask(q.deleteArticle(id));
      }),
  };
}

/** ScheduleStore's writes over `engine` (its list of due articles is a query). */
export function scheduledPublishing(
  engine: ArticleEngine,
): Pick<ScheduleStore, 'setSchedule' | 'publishIfDue'> {
  return {
    setSchedule: (id, at, made) => engine.transaction((q) => setSchedule(q, id, at, made)),
    publishIfDue: (id, now) =>
      withFreeSlug(engine, (q, claim, refused) => publishIfDue(q, id, now, claim, refused)),
  };
}
