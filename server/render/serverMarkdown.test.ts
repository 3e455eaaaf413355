import { HOSTILE_MARKDOWN, BODY_LIMIT } from '../../test/hostile/markdown';
import { unformattedHtml } from '../../src/markdown/unformatted';
import { ByteLru } from '../graphql/byteLru';
import { ServerMarkdown } from './serverMarkdown';

const origin = 'http://127.0.0.1:4000';
let server: ServerMarkdown;

// A thread takes seconds to start on a busy machine (tsx, jsdom, the grammars): not a test's time.
// Nor is how long a busy machine may hold a page (renderThreads.test.ts): verdicts here are the
// source's, its thread's CPU time against the budget.
beforeAll(async () => {
  server = new ServerMarkdown({ budgetMs: 1000, maxWallMs: 60_000 });
  await server.render('warm', { origin });
}, 60_000);
afterAll(() => server.close());

const shape = (name: string) => HOSTILE_MARKDOWN.find((s) => s.name === name)!;

it('keeps a render per cache key: the same revision is not rendered again', async () => {
  const first = await server.render('# One', { origin, cacheKey: 'article:1:1' });
  expect(await server.render('# One', { origin, cacheKey: 'article:1:1' })).toBe(first);
  const next = await server.render('# Two', { origin, cacheKey: 'article:1:2' });
  expect(next.html).toContain('Two');
  // Without a key nothing is kept.
  expect(await server.render('# One', { origin })).not.toBe(first);
});

it('shows a body marked cannot finish within the budget as the page does, then renders on', async () => {
  const source = shape('emphasis delimiters').make(BODY_LIMIT);
  const rendered = await server.render(source, { origin });
  expect(rendered.unformatted).toBe('slow');
  expect(rendered.html).toBe(unformattedHtml(source, 'slow'));
  // The thread was ended; the spare renders the next source (once started: seconds on a busy
  // machine, which is not what is tested).
  expect((await server.render('*after*', { origin })).html).toBe('<p><em>after</em></p>\n');
}, 30_000);

it('tries a body that missed its budget again after a while: a busy moment is not kept for good', async () => {
  let now = 0;
  const slow = new ServerMarkdown({
    budgetMs: 200,
    maxWallMs: 60_000,
    slowRetryMs: 60_000,
    now: () => now,
  });
  try {
    const source = shape('emphasis delimiters').make(BODY_LIMIT);
    const first = await slow.render(source, { origin, cacheKey: 'article:9:1' });
    expect(first.unformatted).toBe('slow');
    now += 59_000;
    expect(await slow.render(source, { origin, cacheKey: 'article:9:1' })).toBe(first);
    now += 2_000;
    const again = await slow.render(source, { origin, cacheKey: 'article:9:1' });
    expect(again).not.toBe(first);
    expect(again.unformatted).toBe('slow');
  } finally {
    await slow.close();
  }
}, 60_000);

it('shows deep nesting as too complex', async () => {
  const source = shape('nested quotes').make(5000);
  const rendered = await server.render(source, { origin });
  expect(rendered.unformatted).toBe('complex');
  expect(rendered.html).toBe(unformattedHtml(source, 'complex'));
});

it('makes links and images absolute for a copy read away from the site', async () => {
  const rendered = await server.render(
    '## Part\n\n[a](/articles/b) [c](#h-part) ![d](/media/e.png)',
    {
      origin,
      base: `${origin}/articles/x`,
    },
  );
  expect(rendered.html).toContain(`href="${origin}/articles/b"`);
  expect(rendered.html).toContain(`href="${origin}/articles/x#h-part"`);
  expect(rendered.html).toContain(`src="${origin}/media/e.png"`);
});

describe('ByteLru', () => {
  it('drops the least recently used values past its bytes', () => {
    const lru = new ByteLru<string>(10, (value) => value.length);
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa');
    lru.set('c', 'cccc');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
    expect(lru.size).toBe(8);
    lru.set('big', 'x'.repeat(11));
    expect(lru.get('big')).toBeUndefined();
  });
});
