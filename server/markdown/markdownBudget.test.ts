import fs from 'node:fs';
import path from 'node:path';
import { MAX_ELEMENTS, MAX_NESTING } from '../../src/markdown/renderBudget';
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../test/hostile/markdown';
import {
  closeMarkdownBudget,
  formatsWithinBudget,
  MARKDOWN_MAX_WAITING,
  MARKDOWN_MAX_WAITING_PER_ACCOUNT,
  MARKDOWN_MESSAGES,
} from './markdownBudget';
import type { Client } from '../testing/harness';
import { signedIn } from '../testing/harness';
import { storeArticle } from '../testing/fixtures';
import { tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
let grace: Client;
let graceId: number;

beforeAll(async () => {
  t = await tempStore();
  graceId = (await t.createUser('grace')).id;
  grace = await signedIn(t.store, 'grace');
});
afterAll(async () => {
  await closeMarkdownBudget();
  await t.close();
});

const TOO_COMPLEX = { field: 'body', message: MARKDOWN_MESSAGES.tooComplex, code: 'INVALID' };

/** marked needs seconds for this at the size limit (its emphasis rules are cubic). */
const slowBody = HOSTILE_MARKDOWN.find((shape) => shape.name === 'emphasis delimiters')!.make(
  BODY_LIMIT,
);
/** marked overflows its stack on this: refused whatever the machine's speed. */
const deepQuotes = (length: number) => '>'.repeat(length);

/** The demo articles one after another, up to the body limit: what a long real article is. */
function ordinaryBody(): string {
  const dir = path.join(__dirname, '..', 'db/seed/content/articles');
  const articles = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) =>
      fs.readFileSync(path.join(dir, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
    );
  let body = '';
  for (let i = 0; body.length < BODY_LIMIT; i++) body += `${articles[i % articles.length]}\n\n`;
  return body.slice(0, BODY_LIMIT);
}

const ARTICLE = `article { id body revision } userErrors { field message code }`;

async function create(body: string) {
  return (
    await grace.data<{
      createArticle: {
        article: { id: string; body: string; revision: number } | null;
        userErrors: unknown[];
      };
    }>(
      `mutation ($body: String!) { createArticle(input: { title: "T", body: $body }) { ${ARTICLE} } }`,
      {
        body,
      },
    )
  ).createArticle;
}

async function draftCount(): Promise<number> {
  const data = await grace.data<{ viewer: { drafts: { edges: unknown[] } } }>(
    `{ viewer { drafts(first: 50) { edges { cursor } } } }`,
  );
  return data.viewer.drafts.edges.length;
}

describe('saving Markdown that cannot be formatted in time', () => {
  test('createArticle refuses a body marked cannot format within the budget, and writes nothing', async () => {
    const before = await draftCount();
    const payload = await create(slowBody);
    expect(payload.userErrors).toEqual([TOO_COMPLEX]);
    expect(payload.article).toBeNull();
    expect(await draftCount()).toBe(before);
  });

  test('an ordinary 100,000-character body (the demo articles) is accepted', async () => {
    const body = ordinaryBody();
    expect(body.length).toBe(BODY_LIMIT);
    const payload = await create(body);
    expect(payload.userErrors).toEqual([]);
    expect(payload.article?.body).toBe(body);
  });

  test('a body readers would see unformatted past the render budget is refused naming the limit', async () => {
    const before = await draftCount();
    const links = await create('[a](/b) '.repeat(MAX_ELEMENTS));
    expect(links.userErrors).toEqual([
      { field: 'body', message: MARKDOWN_MESSAGES.elements, code: 'INVALID' },
    ]);
    expect(MARKDOWN_MESSAGES.elements).toContain(MAX_ELEMENTS.toLocaleString('en-US'));
    const divs = await create(`${'<div>'.repeat(MAX_NESTING + 1)}x`);
    expect(divs.userErrors).toEqual([
      { field: 'body', message: MARKDOWN_MESSAGES.nesting, code: 'INVALID' },
    ]);
    expect(MARKDOWN_MESSAGES.nesting).toContain(String(MAX_NESTING));
    expect(await draftCount()).toBe(before);
    // Just within both limits, it is saved.
    expect((await create('[a](/b) '.repeat(MAX_ELEMENTS - 2))).userErrors).toEqual([]);
    expect((await create(`${'<div>'.repeat(MAX_NESTING - 1)}x`)).userErrors).toEqual([]);
  });

  test('updateArticle refuses a body that overflows the parser and keeps the stored revision', async () => {
    const { article } = await create('Fine words.');
    const data = await grace.data<{
      updateArticle: { article: { body: string; revision: number }; userErrors: unknown[] };
    }>(
      `mutation ($id: ID!, $body: String!) { updateArticle(input: { id: $id, revision: 1, body: $body }) { ${ARTICLE} } }`,
      { id: article!.id, body: deepQuotes(BODY_LIMIT) },
    );
    expect(data.updateArticle.userErrors).toEqual([TOO_COMPLEX]);
    expect(data.updateArticle.article).toMatchObject({ body: 'Fine words.', revision: 1 });
  });

  test('a save that keeps a stored body as it is does not check it again', async () => {
    // Saved before today's check existed, say: the article holds a body the check refuses.
    const stored = await storeArticle(t.store, graceId, 'Old', {
      status: 'DRAFT',
      body: slowBody,
    });
    const { article } = await grace.data<{ article: { id: string } }>(
      `query ($slug: String!) { article(slug: $slug) { id } }`,
      { slug: stored.slug },
    );
    const save = (body: string) =>
      grace.data<{ updateArticle: { article: { title: string }; userErrors: unknown[] } }>(
        `mutation ($id: ID!, $body: String!) {
          updateArticle(input: { id: $id, revision: 1, title: "Renamed", body: $body }) {
            article { title } userErrors { field message code } } }`,
        { id: article.id, body },
      );
    expect((await save(`${slowBody}!`)).updateArticle.userErrors).toEqual([TOO_COMPLEX]);
    const kept = (await save(slowBody)).updateArticle;
    expect(kept.userErrors).toEqual([]);
    expect(kept.article.title).toBe('Renamed');
  });

  test('addComment refuses such a comment and adds nothing', async () => {
    const { article } = await create('Discussed.');
    await grace.data(
      `mutation ($id: ID!) { publishArticle(input: { id: $id }) { userErrors { message } } }`,
      {
        id: article!.id,
      },
    );
    const data = await grace.data<{
      addComment: { comment: null; article: { commentCount: number }; userErrors: unknown[] };
    }>(
      `mutation ($id: ID!, $body: String!) { addComment(input: { articleId: $id, body: $body }) {
        comment { id } article { commentCount } userErrors { field message code } } }`,
      { id: article!.id, body: deepQuotes(5_000) },
    );
    expect(data.addComment.userErrors).toEqual([TOO_COMPLEX]);
    expect(data.addComment.comment).toBeNull();
    expect(data.addComment.article.commentCount).toBe(0);
  });

  test('updateProfile refuses such a bio on the bio field and keeps the old one', async () => {
    const data = await grace.data<{
      updateProfile: { user: { bio: string }; userErrors: unknown[] };
    }>(
      `mutation ($bio: String!) { updateProfile(input: { name: "Grace", bio: $bio }) {
        user { bio } userErrors { field message code } } }`,
      { bio: deepQuotes(2_000) },
    );
    expect(data.updateProfile.userErrors).toEqual([{ ...TOO_COMPLEX, field: 'bio' }]);
    expect(data.updateProfile.user.bio).toBe('');
  });

  test('every hostile shape at the size limit gets an answer, and the server keeps answering', async () => {
    for (const shape of HOSTILE_MARKDOWN) {
      const verdict = await formatsWithinBudget(shape.make(BODY_LIMIT), 'grace');
      expect(verdict).not.toBe('busy');
    }
    expect(await formatsWithinBudget('Still *here*.', 'grace')).toBe('ok');
  }, 60_000);

  test('the shapes marked is super-linear on are refused, and the demo articles joined are not', async () => {
    const refused = [
      'emphasis delimiters',
      'intraword stars',
      'nested quotes',
      'bracket star tilde',
      'tilde equals star',
      'word bracket underscore',
      'tab list markers',
      // Slow only once its last line makes it nest 50,000 lists: caught by the last part.
      'list markers then text',
    ];
    const verdicts: Record<string, string> = {};
    for (const name of refused) {
      const shape = HOSTILE_MARKDOWN.find((candidate) => candidate.name === name)!;
      verdicts[name] = await formatsWithinBudget(shape.make(BODY_LIMIT), 'grace');
    }
    expect(verdicts).toEqual(Object.fromEntries(refused.map((name) => [name, 'tooComplex'])));
    expect(await formatsWithinBudget(ordinaryBody(), 'grace')).toBe('ok');
  }, 30_000);

  test('a text that formats in time is not refused because the event loop came late to it', async () => {
    await formatsWithinBudget('Warm.', 'grace');
    const verdict = formatsWithinBudget(ordinaryBody(), 'grace');
    // Held up (as by a long request): the thread answers meanwhile, and the loop comes to the
    // check's own timers before it reads the answer.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const blockedUntil = Date.now() + 600;
        while (Date.now() < blockedUntil);
        resolve();
      }),
    );
    expect(await verdict).toBe('ok');
  });

  test('texts beyond the waiting line are refused as busy instead of piling up', async () => {
    // Of as many accounts, so that the whole line fills (each has a share of it).
    const verdicts = await Promise.all(
      Array.from({ length: MARKDOWN_MAX_WAITING + 8 }, (_, i) =>
        formatsWithinBudget(deepQuotes(3_000), `writer ${i}`),
      ),
    );
    expect(verdicts.filter((verdict) => verdict === 'busy').length).toBeGreaterThan(0);
    expect(verdicts.filter((verdict) => verdict === 'tooComplex').length).toBeGreaterThanOrEqual(
      MARKDOWN_MAX_WAITING,
    );
  });

  test("one account's many saves take its share of the line: another writer's save is checked, and soon", async () => {
    await formatsWithinBudget('Warm.', 'grace');
    const answered: string[] = [];
    const flood = Array.from({ length: 24 }, (_, i) =>
      formatsWithinBudget(ordinaryBody(), 'flooder').then((verdict) => {
        answered.push(`flooder ${i}`);
        return verdict;
      }),
    );
    const other = formatsWithinBudget(ordinaryBody(), 'grace').then((verdict) => {
      answered.push('grace');
      return verdict;
    });
    const floodVerdicts = await Promise.all(flood);
    expect(await other).toBe('ok');
    // The flood past its share was refused at once; what was let in formatted.
    expect(floodVerdicts.filter((verdict) => verdict === 'busy').length).toBeGreaterThanOrEqual(
      24 - MARKDOWN_MAX_WAITING_PER_ACCOUNT - 3,
    );
    // Taken in turn: behind at most the flooder's texts already at work and one waiting.
    expect(answered.indexOf('grace')).toBeLessThan(24 - MARKDOWN_MAX_WAITING_PER_ACCOUNT + 3);
  }, 30_000);
});
