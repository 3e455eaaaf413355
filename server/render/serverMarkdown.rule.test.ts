// The rule that joins the save check and the renderer (issue 26): a body the check accepts
// renders formatted for readers within the render budget, and one that would fall back to
// unformatted text is refused, naming the limit. Over the whole hostile corpus, with the real
// check's threads and the real render thread at its own budget (its thread's CPU time: how long
// a busy machine may hold a page is another bound, and not the source's).
import { LEX_BUDGET_MS } from '../../src/markdown/lexer';
import { BODY_LIMIT, HOSTILE_MARKDOWN, type HostileShape } from '../../test/hostile/markdown';
import { longestAccepted, SLOW_RENDER_MARKDOWN } from '../../test/hostile/slowRender';
import {
  closeMarkdownBudget,
  formatsWithinBudget,
  warmMarkdownCheck,
} from '../markdown/markdownBudget';
import { ServerMarkdown } from './serverMarkdown';

const origin = 'http://127.0.0.1:4000';
let renderer: ServerMarkdown;

// Threads take seconds to start on a busy machine: not a test's time.
beforeAll(async () => {
  renderer = new ServerMarkdown({ budgetMs: LEX_BUDGET_MS, maxWaitMs: 60_000, maxWallMs: 60_000 });
  await Promise.all([renderer.warm(), warmMarkdownCheck()]);
}, 60_000);
afterAll(async () => {
  await renderer.close();
  await closeMarkdownBudget();
});

/** How `body` renders for a reader's page on the server: null when formatted. */
async function unformatted(body: string): Promise<string | null> {
  return (await renderer.render(body, { origin, highlight: true })).unformatted;
}

/** Every shape the check accepts at `length` that the renderer does not format. */
async function acceptedButUnformatted(shapes: HostileShape[], length: (s: HostileShape) => number) {
  const broken: string[] = [];
  for (const shape of shapes) {
    const body = shape.make(length(shape));
    if ((await formatsWithinBudget(body, 'rule')) !== 'ok') continue;
    const verdict = await unformatted(body);
    if (verdict !== null) broken.push(`${shape.name} (${body.length} characters): ${verdict}`);
  }
  return broken;
}

const accepts = async (body: string) => (await formatsWithinBudget(body, 'rule')) === 'ok';

it('every body of the hostile corpus the check accepts at the size limit renders formatted', async () => {
  const all = [...HOSTILE_MARKDOWN, ...SLOW_RENDER_MARKDOWN];
  expect(await acceptedButUnformatted(all, () => BODY_LIMIT)).toEqual([]);
}, 180_000);

it('each slow-to-render shape, as long as the check accepts it, renders formatted in time', async () => {
  const longest = new Map<HostileShape, number>();
  for (const shape of SLOW_RENDER_MARKDOWN) {
    const length = await longestAccepted(shape, BODY_LIMIT, accepts);
    // Each is accepted up to some length: the check refuses what costs, not what it looks like.
    expect([shape.name, length > 1000]).toEqual([shape.name, true]);
    longest.set(shape, length);
  }
  expect(await acceptedButUnformatted(SLOW_RENDER_MARKDOWN, (s) => longest.get(s)!)).toEqual([]);
}, 180_000);

it('a slow-to-render body at the size limit is refused naming the limit the renderer would stop at', async () => {
  const verdicts: string[] = [];
  for (const shape of SLOW_RENDER_MARKDOWN) {
    const body = shape.make(BODY_LIMIT);
    const check = await formatsWithinBudget(body, 'rule');
    verdicts.push(`${shape.name}: ${check}, ${await unformatted(body)}`);
  }
  expect(verdicts).toEqual(
    SLOW_RENDER_MARKDOWN.map(
      (shape) => `${shape.name}: ${shape.name === 'nested divs' ? 'nesting' : 'elements'}, complex`,
    ),
  );
}, 120_000);
