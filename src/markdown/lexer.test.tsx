import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Markdown } from './Markdown';
import { loadMarkdownPipeline } from './useMarkdownPipeline';
import { LEX_BUDGET_MS } from './lexer';
import type { LexReply, LexRequest } from './lexProtocol';
import { MAX_ELEMENTS } from './renderBudget';
import { markdownBlocks } from './markdownBlocks';
import { isMarkdownPlaceholder, prepareMarkdown, renderMarkdown } from './renderMarkdown';
import { UNFORMATTED_NOTICES } from './unformatted';

/**
 * The lexer's thread as the page sees it, in jsdom (which has no Worker): it answers with the
 * thread's own code (markdownBlocks), except that it never finishes a source containing
 * `NEVER` (as marked on 30 KB of `_*a`) and holds its answers while `held` is set.
 */
class MockThread {
  static started: MockThread[] = [];
  static held: (() => void)[] | null = null;
  onmessage: ((event: MessageEvent<LexReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  readonly requests: LexRequest[] = [];

  constructor() {
    MockThread.started.push(this);
    queueMicrotask(() => this.reply({ ready: true }));
  }

  postMessage(request: LexRequest): void {
    this.requests.push(request);
    if (request.source.includes('NEVER')) return;
    let reply: LexReply;
    try {
      reply = { id: request.id, lexed: markdownBlocks(request.source, request.nonce, 1e9) };
    } catch {
      reply = { id: request.id, failed: 'complex' };
    }
    const send = () => this.reply(reply);
    if (MockThread.held) MockThread.held.push(send);
    else queueMicrotask(send);
  }

  terminate(): void {
    this.terminated = true;
  }

  private reply(data: LexReply): void {
    if (!this.terminated) this.onmessage?.({ data } as MessageEvent<LexReply>);
  }
}

// Loaded by lexer.ts only where Worker exists; the real one needs webpack (import.meta).
jest.mock('./startLexWorker', () => ({ startLexWorker: () => new MockThread() }));

beforeAll(async () => {
  (globalThis as { Worker?: unknown }).Worker = MockThread;
  await loadMarkdownPipeline();
});
afterAll(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});
afterEach(() => {
  MockThread.held = null;
  jest.useRealTimers();
});

/** Renders `<Markdown source>`; the returned function changes the source, as typing would. */
function renderMarkdownComponent(initial: string): (source: string) => void {
  let change: (source: string) => void = () => {};
  function Preview() {
    const [source, setSource] = useState(initial);
    change = setSource;
    return <Markdown source={source} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Preview }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return (source) => act(() => change(source));
}

describe('Markdown lexed in its own thread, within a budget', () => {
  it('never lexes on the page: a source nobody prepared is a placeholder until the thread answers', async () => {
    const source = '# Prepared elsewhere\n\nSome *text*.';
    const placeholder = renderMarkdown(source);
    expect(isMarkdownPlaceholder(placeholder)).toBe(true);
    expect(placeholder.headings).toEqual([]);
    await prepareMarkdown(source);
    const rendered = renderMarkdown(source);
    expect(isMarkdownPlaceholder(rendered)).toBe(false);
    expect(rendered.headings).toEqual([
      { id: 'h-prepared-elsewhere', text: 'Prepared elsewhere', depth: 1 },
    ]);
    expect(MockThread.started.at(-1)!.requests.map((request) => request.source)).toContain(source);
  });

  it('a source still lexing after the budget is shown unformatted; the thread is ended and replaced', async () => {
    jest.useFakeTimers();
    const source = `NEVER ${'_*a'.repeat(10)}`;
    let done = false;
    const preparing = prepareMarkdown(source).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(LEX_BUDGET_MS / 2);
    expect(done).toBe(false);
    const thread = MockThread.started.at(-1)!;
    expect(thread.terminated).toBe(false);

    await jest.advanceTimersByTimeAsync(LEX_BUDGET_MS);
    await preparing;
    expect(thread.terminated).toBe(true);
    const { html, headings } = renderMarkdown(source);
    expect(html).toContain(UNFORMATTED_NOTICES.slow);
    expect(headings).toEqual([]);

    // The next source goes to a new thread, and formats.
    jest.useRealTimers();
    await prepareMarkdown('## Next');
    expect(MockThread.started.at(-1)).not.toBe(thread);
    expect(renderMarkdown('## Next').headings).toEqual([{ id: 'h-next', text: 'Next', depth: 2 }]);
  });

  it('a source marked throws on in the thread is shown unformatted as too complex', async () => {
    const source = `${'>'.repeat(5_000)} deep`;
    await prepareMarkdown(source);
    expect(renderMarkdown(source).html).toContain(UNFORMATTED_NOTICES.complex);
  });

  it('a source that would render to more than MAX_ELEMENTS elements is shown unformatted as too complex', async () => {
    // Each setext heading is two elements on the page: the heading and its anchor.
    const heading = 'a\n=\n';
    const under = heading.repeat(MAX_ELEMENTS / 2);
    const over = heading.repeat(MAX_ELEMENTS / 2 + 1);
    expect(markdownBlocks(under, 'n', 1e9).blocks).toHaveLength(MAX_ELEMENTS / 2);
    await prepareMarkdown(over);
    const refused = renderMarkdown(over);
    expect(refused.html).toContain(UNFORMATTED_NOTICES.complex);
    expect(refused.headings).toEqual([]);
    // Its text is all there, in parts of 100 lines that the browser lays out near the viewport.
    const shown = document.createElement('div');
    shown.innerHTML = refused.html;
    const text = shown.querySelector('pre.markdown-unformatted')!;
    expect(text.textContent).toBe(over);
    expect(text.querySelectorAll('.markdown-unformatted-part')).toHaveLength(
      Math.ceil(over.split('\n').length / 100),
    );
  });

  it('<Markdown> shows the text, then the formatted version; on a change, the previous one until the next is ready', async () => {
    MockThread.held = [];
    const first = '# First version\n\nHello.';
    const change = renderMarkdownComponent(first);
    const pending = await screen.findByText(/# First version/);
    expect(pending.closest('.markdown')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(MockThread.held!.length).toBe(1));
    act(() => MockThread.held!.splice(0).forEach((send) => send()));
    await screen.findByRole('heading', { name: /First version/ });

    change('# Second version\n\nHello.');
    await waitFor(() => expect(MockThread.held!.length).toBe(1));
    const previous = screen.getByRole('heading', { name: /First version/ });
    expect(previous.closest('.markdown')).toHaveAttribute('aria-busy', 'true');
    act(() => MockThread.held!.splice(0).forEach((send) => send()));
    await screen.findByRole('heading', { name: /Second version/ });
    expect(screen.queryByRole('heading', { name: /First version/ })).toBeNull();
  });
});
