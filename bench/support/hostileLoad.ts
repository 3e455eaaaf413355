/**
 * Ordinary readers under attack (issue 25): readers of cached pages (the home page and the
 * busiest article, as HTML) and of uncached screens (their GraphQL queries, executed on every
 * request), arriving at a steady rate well within what the server serves (as readers do: they
 * do not wait for each other), first alone, then beside each attack of hostileAttacks.ts in turn, one attacker
 * sending back to back; the watch probes the event loop and kills the server if its memory
 * runs away.
 */
import Database from 'better-sqlite3';
import {
  closeMarkdownBudget,
  formatsWithinBudget,
  warmMarkdownCheck,
} from '../../server/markdown/markdownBudget';
import { flatGif } from '../../server/testing/uploads';
import { BODY_LIMIT, type HostileShape } from '../../test/hostile/markdown';
import { graphqlPost } from '../../test/hostile/queries';
import { longestAccepted, SLOW_RENDER_MARKDOWN } from '../../test/hostile/slowRender';
import { send, type ServerKeeper, watch, type WatchFigures } from '../../test/load/watch';
import { ATTACKS, type AttackTargets } from './hostileAttacks';
import { busiestArticleSlug, screenRequests } from './demoScreens';
import { drive } from './drive';
import { signUpWriter } from './hostileServer';
import type { LoadRequest, LoadResult } from './loadgen';

/** The attacker's address, as the proxy in front of the server says it. */
const ATTACKER = '198.51.100.7';
const WINDOW_OVER = new Error('the attack window is over');
const ARTICLE_ID = `query HostileArticleIdQuery($slug: String!) { article(slug: $slug) { id } }`;

export interface Readers {
  cached: LoadResult;
  uncached: LoadResult;
}

export interface AttackWindow {
  name: string;
  readers: Readers;
  /** Hostile requests sent in the window. */
  requests: number;
  watched: WatchFigures;
}

export interface UnderAttacks {
  quiet: Readers;
  attacks: AttackWindow[];
}

/** The attacks named (in part) by FOLIO_BENCH_HOSTILE_ATTACKS (comma-separated), or all. */
function selectedAttacks() {
  const names = process.env.FOLIO_BENCH_HOSTILE_ATTACKS?.split(',').map((n) => n.trim());
  return names ? ATTACKS.filter((a) => names.some((n) => a.name.includes(n))) : ATTACKS;
}

/** Each slow-to-render shape as long as the save check accepts (found in-process). */
async function slowBodies(): Promise<AttackTargets['slowBodies']> {
  await warmMarkdownCheck();
  try {
    const accepts = async (body: string) => (await formatsWithinBudget(body, 'bench')) === 'ok';
    const bodies: AttackTargets['slowBodies'] = [];
    for (const shape of SLOW_RENDER_MARKDOWN) {
      const length = await longestAccepted(shape, BODY_LIMIT, accepts);
      if (length > 0) bodies.push({ name: shape.name, body: shape.make(length) });
    }
    return bodies;
  } finally {
    await closeMarkdownBudget();
  }
}

export async function readersUnderEachAttack(
  keeper: ServerKeeper,
  dbFile: string,
  shapes: HostileShape[],
  {
    seconds,
    connections,
    ratePerSecond,
  }: { seconds: number; connections: number; ratePerSecond: number },
  onWindow: (window: AttackWindow | { name: 'quiet'; readers: Readers }) => void,
): Promise<UnderAttacks> {
  const db = new Database(dbFile, { readonly: true });
  let slug: string;
  try {
    slug = busiestArticleSlug(db);
  } finally {
    db.close();
  }
  const screens = screenRequests(slug);
  const page = (path: string): LoadRequest => ({
    method: 'GET',
    path,
    headers: { accept: 'text/html' },
  });
  const readers = async (): Promise<Readers> => {
    const config = {
      origin: keeper.server!.origin,
      connections,
      ratePerSecond,
      warmupMs: 1000,
      durationMs: seconds * 1000,
    };
    // Every reader a client of their own, as the attacker is (the server trusts one proxy).
    const [cached, uncached] = await Promise.all([
      drive({
        ...config,
        forwardedFor: '203.0.113',
        requests: [page('/'), page(`/articles/${slug}`)],
      }),
      drive({ ...config, forwardedFor: '192.0.2', requests: [screens.home, screens.article] }),
    ]);
    return { cached, uncached };
  };

  const found = await send(keeper.server!.origin, graphqlPost(ARTICLE_ID, { slug }));
  const targets: Omit<AttackTargets, 'writer'> = {
    shapes,
    slug,
    articleId: (found.json?.data?.article as { id: string }).id,
    gifBomb: await flatGif(65535, 600),
    slowBodies: await slowBodies(),
  };
  const quiet = await readers();
  onWindow({ name: 'quiet', readers: quiet });
  const attacks: AttackWindow[] = [];
  for (const [n, attack] of selectedAttacks().entries()) {
    // Each attack's own account: one account's write budgets, spent by an earlier attack, must
    // not make a later one look harmless.
    const writer = await signUpWriter(keeper, `attacker_${n}`);
    const watcher = watch(keeper.server!);
    let done = false;
    let requests = 0;
    const attacker = (async () => {
      for (let round = 0; !done; round++) {
        await attack
          .run(
            async (request, cookie = null) => {
              // The window is over: end the round here, so that none of it runs into the next.
              if (done) throw WINDOW_OVER;
              const answer = await send(
                keeper.server!.origin,
                { ...request, headers: { ...request.headers, 'x-forwarded-for': ATTACKER } },
                { cookie },
              );
              requests++;
              // A server the watch killed refuses at once: stop rather than spin.
              const { exitCode, signalCode } = keeper.server!.child;
              if (answer.status === 0 && (exitCode !== null || signalCode !== null)) done = true;
              return answer;
            },
            { ...targets, writer },
            round,
          )
          .catch((err: unknown) => {
            if (err !== WINDOW_OVER) throw err;
          });
      }
    })();
    const attacked = await readers().finally(() => {
      done = true;
    });
    await attacker;
    const window = { name: attack.name, readers: attacked, requests, watched: watcher.stop() };
    attacks.push(window);
    onWindow(window);
    if (window.watched.killedAtRssMb) await keeper.replace();
  }
  return { quiet, attacks };
}
