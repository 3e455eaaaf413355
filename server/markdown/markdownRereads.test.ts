import fs from 'node:fs';
import path from 'node:path';
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../test/hostile/markdown';
import {
  closeMarkdownBudget,
  formatsWithinBudget,
  MARKDOWN_MAX_WAITING,
  MARKDOWN_MESSAGES,
} from './markdownBudget';
import { MARKDOWN_REREAD_LIMIT, markdownRereads } from './markdownRereads';
import type { Client } from '../testing/harness';
import { signedIn } from '../testing/harness';
import { tempStore, type TestStore } from '../testing/testStore';

let t: TestStore;
let grace: Client;

beforeAll(async () => {
  t = await tempStore();
  await t.createUser('grace');
  grace = await signedIn(t.store, 'grace');
});
afterAll(async () => {
  await closeMarkdownBudget();
  await t.close();
});

const shape = (name: string) => HOSTILE_MARKDOWN.find((candidate) => candidate.name === name)!;

/** The demo articles, without their front matter. */
const articles = (() => {
  const dir = path.join(__dirname, '..', 'db/seed/content/articles');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      name,
      body: fs.readFileSync(path.join(dir, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
    }));
})();

/** Technical writing thick with `*` and `_`: in code blocks, code spans, prose and a table. */
const TECHNICAL = `## Pointers, dunders and snake_case

The parser reads \`argv\` through \`char **argv\`; *every* \`*p++\` moves it on, and **never**
past \`argc\`. In Python, \`__init__\` takes \`*args\` and \`**kwargs\`; a name like
max_retry_count or HTTP_PROXY_URL needs no backticks, and neither does __main__ or _private_helper.
See https://example.com/docs/api_reference/read_file_v2?mode=strict_utf8&retry_max=3 for more.

\`\`\`c
int main(int argc, char **argv) {
  char *p = *argv, **q = argv + 1;
  while (*p) *p++ = (*q)[0] * 2; /* *** */
  return ___builtin_expect(argc > 1, 0) ? **q : *p;
}
\`\`\`

\`\`\`python
class Reader:
    def __init__(self, *args, **kwargs):
        self.__dict__.update(kwargs)
        self._buffer__size = 2 ** 16 * 1_024

    def __repr__(self): return f"Reader(**{self.__dict__!r})"
\`\`\`

    indented_code = a * b * c ** d
    __all__ = ['read_file', '_write_file']

| flag | meaning |
| --- | --- |
| \`-x\` | *trace* each \`**\` glob |
| MAX_RETRY_COUNT | __strong__ and _em_ |

- a list item with \`snake_case\` and *emphasis*
- another with **bold _nested_ text** and a \`\` \`literal backtick\` \`\`

`;

const technicalBody = () =>
  TECHNICAL.repeat(Math.ceil(BODY_LIMIT / TECHNICAL.length)).slice(0, BODY_LIMIT);

const TOO_COMPLEX = { field: 'body', message: MARKDOWN_MESSAGES.tooComplex, code: 'INVALID' };

async function create(body: string) {
  return (
    await grace.data<{
      createArticle: { article: { body: string } | null; userErrors: unknown[] };
    }>(
      `mutation ($body: String!) { createArticle(input: { title: "T", body: $body }) {
        article { body } userErrors { field message code } } }`,
      { body },
    )
  ).createArticle;
}

async function draftCount(): Promise<number> {
  const data = await grace.data<{ viewer: { drafts: { edges: unknown[] } } }>(
    `{ viewer { drafts(first: 50) { edges { cursor } } } }`,
  );
  return data.viewer.drafts.edges.length;
}

describe('the count of what marked would re-read', () => {
  test('mixed delimiters and growing backtick runs, which marked formats slowly but within budget, are refused with the clear message, writing nothing', async () => {
    // marked formats each within its budget (45–75 ms for the whole): only the count refuses them.
    for (const name of ['mixed delimiters', 'backtick runs of growing length']) {
      const before = await draftCount();
      const payload = await create(shape(name).make(BODY_LIMIT));
      expect({ name, ...payload }).toEqual({ name, article: null, userErrors: [TOO_COMPLEX] });
      expect(await draftCount()).toBe(before);
    }
  });

  test('a text over the count is refused as too complex even when every thread is taken', async () => {
    const fillers = Array.from({ length: MARKDOWN_MAX_WAITING + 2 }, () =>
      formatsWithinBudget('>'.repeat(3_000), 'writer'),
    );
    const overflow = formatsWithinBudget('>'.repeat(3_000), 'writer');
    const hostile = formatsWithinBudget(shape('intraword stars').make(BODY_LIMIT), 'writer');
    // Every check answered before asserting, so that none is left in the line for the next test.
    const verdicts = await Promise.all([overflow, hostile, ...fillers]);
    expect(verdicts.slice(0, 2)).toEqual(['busy', 'tooComplex']);
  });

  test('long words thick with delimiters are over the limit, in any of the characters marked stops at', () => {
    for (const unit of ['a**b', 'a_b', 'a!b', 'a~b', 'http', 'a`b', 'a____b']) {
      expect({
        unit,
        over: markdownRereads(unit.repeat(25_000 / unit.length)) > MARKDOWN_REREAD_LIMIT,
      }).toEqual({
        unit,
        over: true,
      });
    }
    // The same characters in words of ordinary length: nothing to re-read.
    expect(markdownRereads('a**b a_b a!b a~b http a`b '.repeat(4_000))).toBeLessThan(
      MARKDOWN_REREAD_LIMIT / 100,
    );
  });

  test('code blocks are not lexed inline, so not counted; the same text in a paragraph is', () => {
    const line = 'a**b'.repeat(5_000);
    expect(markdownRereads(line)).toBeGreaterThan(MARKDOWN_REREAD_LIMIT);
    expect(markdownRereads(`Intro.\n\n\`\`\`text\n${line}\n\`\`\`\n\nAfter.`)).toBe(0);
    expect(markdownRereads(`Intro.\n\n~~~\n${line}\n~~~\n`)).toBe(0);
    expect(markdownRereads(`Intro.\n\n    ${line}\n`)).toBe(0);
    // Not a fence: a backtick fence's info string holds no backtick; four spaces inside a
    // paragraph only continue it, and after a blank line make a line of indented code.
    expect(markdownRereads(`\`\`\` a\` b\n${line}`)).toBeGreaterThan(MARKDOWN_REREAD_LIMIT);
    expect(markdownRereads(`Intro\n    \`\`\`\n${line}\n`)).toBeGreaterThan(MARKDOWN_REREAD_LIMIT);
    expect(markdownRereads(`Intro.\n\n    \`\`\`\n\n${line}\n`)).toBeGreaterThan(
      MARKDOWN_REREAD_LIMIT,
    );
  });

  test('closed code spans cost nothing; stray backtick runs cost the rest of their paragraph', () => {
    expect(markdownRereads('Use `a` and ``b`` and `` ` `` here. '.repeat(2_000))).toBe(0);
    const strays = shape('backtick runs of growing length').make(BODY_LIMIT);
    expect(markdownRereads(strays)).toBeGreaterThan(MARKDOWN_REREAD_LIMIT);
    // Each paragraph is lexed on its own: the same runs, a paragraph each, are cheap.
    expect(markdownRereads(strays.replaceAll('a', '\n\nx '))).toBeLessThan(
      MARKDOWN_REREAD_LIMIT / 100,
    );
  });

  test('ordinary writing re-reads under a hundredth of the limit, and is accepted within the render budget', async () => {
    for (const { name, body } of articles) {
      expect({ name, small: markdownRereads(body) < MARKDOWN_REREAD_LIMIT / 100 }).toEqual({
        name,
        small: true,
      });
    }
    expect(articles).toHaveLength(35);
    const body = technicalBody();
    expect(markdownRereads(body)).toBeLessThan(MARKDOWN_REREAD_LIMIT / 100);
    // 100 KB of it, dense with code, makes more elements than readers' pages render in time
    // (src/markdown/renderBudget.ts); a long article of it is saved.
    const article = body.slice(0, BODY_LIMIT / 4);
    const payload = await create(article);
    expect(payload.userErrors).toEqual([]);
    expect(payload.article?.body).toBe(article);
    expect((await create(body)).userErrors).toEqual([
      { field: 'body', message: MARKDOWN_MESSAGES.elements, code: 'INVALID' },
    ]);
  });
});
