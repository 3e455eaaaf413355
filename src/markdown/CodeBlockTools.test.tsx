import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Markdown } from './Markdown';
import { clearRenderCache, whenPipelineReady } from './renderMarkdown';

const JAVA = 'class A {\n  String s = "<b>&amp;";\n}';
const SOURCE = [
  '```java',
  JAVA,
  '```',
  '',
  '```brainfuck',
  '+++.',
  '```',
  '',
  '```',
  'no language',
  '```',
  '',
  '```kt',
  'val x = 1',
  '```',
].join('\n');

function renderPage(source: string) {
  const rootRoute = createRootRoute({ component: () => <Markdown source={source} /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeAll(() => whenPipelineReady());
beforeEach(() => clearRenderCache());

describe('code block tools', () => {
  it('label each block with its language and copy its exact text, confirming it', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own on navigator.
    mockClipboard(writeText);
    renderPage(SOURCE);
    const buttons = await screen.findAllByRole('button', { name: /^Copy/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Copy Java code',
      'Copy brainfuck code',
      'Copy code',
      'Copy Kotlin code',
    ]);
    // The label is shown above the block: the language's name, or the fence's word if unknown.
    expect(screen.getByText('Java', { selector: '.code-tools-label' })).toBeVisible();
    expect(screen.getByText('brainfuck', { selector: '.code-tools-label' })).toBeVisible();
    expect(document.querySelectorAll('.code-tools-label')).toHaveLength(3);

    // Keyboard: the button takes focus and keeps it when the highlighted version arrives.
    buttons[0]!.focus();
    await waitFor(() => expect(document.querySelectorAll('code.hljs')).toHaveLength(2));
    const copyJava = screen.getByRole('button', { name: 'Copy Java code' });
    expect(copyJava).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(JAVA);
    const status = within(copyJava.parentElement!).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));

    await user.click(screen.getByRole('button', { name: 'Copy Kotlin code' }));
    expect(writeText).toHaveBeenLastCalledWith('val x = 1');
  });

  it('say so when the clipboard refuses', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    renderPage('```sql\nSELECT 1;\n```');
    const button = await screen.findByRole('button', { name: 'Copy SQL code' });
    await act(async () => button.click());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy: select the code and copy it yourself.',
    );
  });

  it('highlight the languages the page uses, loading only their grammars', async () => {
    renderPage('```cpp\nint main() { return 0; }\n```\n\n```toml\n[a]\nb = 1\n```');
    await waitFor(() => expect(document.querySelectorAll('code.hljs')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(document.querySelector('code.language-cpp .hljs-keyword')).toHaveTextContent('return');
    expect(document.querySelector('code.language-toml .hljs-section')).toHaveTextContent('[a]');
  });
});
