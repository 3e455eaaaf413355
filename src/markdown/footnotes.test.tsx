import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Markdown } from './Markdown';
import {
  clearRenderCache,
  renderMarkdown,
  renderMarkdownWhole,
  whenPipelineReady,
} from './renderMarkdown';

const SOURCE = [
  'Marked is fast[^speed] and safe enough[^safe]. Again[^speed], and [^missing].',
  '',
  '[^speed]: Measured on *this* machine.',
  '',
  '[^safe]: With a budget.',
  '    Indented lines belong to the note.',
].join('\n');

function renderPage(...sources: string[]) {
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        {sources.map((source, i) => (
          <section key={i} aria-label={`Comment ${i + 1}`}>
            <Markdown source={source} />
          </section>
        ))}
      </main>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());
beforeEach(() => clearRenderCache());

describe('footnotes', () => {
  it('link each reference to its note and each note back to its references', async () => {
    renderPage(SOURCE);
    const notes = await screen.findByRole('region', { name: 'Footnotes' });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent!.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('Measured on this machine.'),
      expect.stringContaining('With a budget. Indented lines belong to the note.'),
    ]);
    const refs = screen.getAllByRole('link', { name: 'Footnote 1' });
    expect(refs).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Footnote 2' })).toHaveTextContent('2');
    // A reference to a note nobody defined stays as it was written.
    expect(screen.getByText(/and \[\^missing\]\./)).toBeInTheDocument();

    // Ids are prefixed, never the user's label, and every link lands on one.
    const ids = [...document.querySelectorAll('.markdown [id]')].map((element) => element.id);
    expect(ids.length).toBe(5);
    for (const id of ids) expect(id).toMatch(/^fn-[0-9a-f]{8}-(?:ref-)?\d+(?:-\d+)?$/);
    for (const link of [...refs, ...within(notes).getAllByRole('link')]) {
      const target = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(target)).not.toBeNull();
    }

    fireEvent.click(refs[1]!);
    expect(document.activeElement).toBe(items[0]);
    const back = within(items[0]!).getByRole('link', { name: 'Back to reference 1 (2)' });
    fireEvent.click(back);
    expect(document.activeElement).toBe(refs[1]);
    fireEvent.click(within(items[0]!).getByRole('link', { name: 'Back to reference 1' }));
    expect(document.activeElement).toBe(refs[0]);
  });

  it('do not share ids between two texts on one page, and the same text goes to its own note', async () => {
    const other = 'Another comment[^1].\n\n[^1]: Its own note.';
    renderPage(other, SOURCE, other);
    const [first, second, third] = await screen.findAllByRole('region', { name: /^Comment/ });
    const idsOf = (region: HTMLElement) =>
      [...region.querySelectorAll('[id]')].map((element) => element.id);
    await within(second!).findByRole('region', { name: 'Footnotes' });
    expect(idsOf(first!).filter((id) => idsOf(second!).includes(id))).toEqual([]);

    fireEvent.click(within(third!).getByRole('link', { name: 'Footnote 1' }));
    expect(third).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Its own note.');
  });

  it('treat a definition inside a note or a list as text', async () => {
    renderPage('A[^a], [^b], [^c].\n\n[^a]: First. [^b]: not a note\n\n- [^c]: listed');
    const notes = await screen.findByRole('region', { name: 'Footnotes' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
    expect(notes).toHaveTextContent('First. [^b]: not a note');
    expect(screen.getAllByRole('link', { name: /^Footnote/ })).toHaveLength(1);
    expect(document.querySelector('.markdown p')).toHaveTextContent('A1, [^b],');
  });

  it('render the same in segments as whole, as references are added and renumbered', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} *text*.`).join('\n\n');
    const steps = [
      `${filler}\n\nLate[^b].\n\n[^a]: A.\n\n[^b]: B.\n`,
      `Early[^a].\n\n${filler}\n\nLate[^b].\n\n[^a]: A.\n\n[^b]: B.\n`,
      `Early[^a] and[^b].\n\n${filler}\n\nLate[^b].\n\n[^a]: A.\n\n[^b]: B changed.\n`,
      `Early[^b].\n\n${filler}\n\nLate[^b].\n\n[^a]: A.\n\n[^b]: B changed.\n`,
    ];
    for (const source of steps) {
      const segmented = renderMarkdown(source);
      expect(segmented.html).toBe(renderMarkdownWhole(source).html);
    }
    expect(renderMarkdown(steps[3]!).html).not.toContain('A.');
  });
});
