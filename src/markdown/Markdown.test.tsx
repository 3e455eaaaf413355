import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Markdown } from './Markdown';

const SOURCE = [
  '## Intro',
  '',
  '[Read hello](/articles/hello) · [Elsewhere](https://elsewhere.example/x) · [Top](#h-intro)',
  '',
  '[API](/graphql) · [Mail](mailto:ada@example.com)',
].join('\n');

/**
 * Clicks `link` and tells whether the app took the click over (prevented the default). A
 * document listener runs after React's and then stops jsdom, which cannot navigate, from trying.
 */
function appTookClick(link: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  try {
    fireEvent.click(link, init);
  } finally {
    document.removeEventListener('click', listener);
  }
  return prevented;
}

function renderInRouter(source = SOURCE) {
  const articleLoader = jest.fn((_context: { preload: boolean; params: { slug: string } }) => null);
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <Markdown source={source} className="article-body" />,
  });
  const article = createRoute({
    getParentRoute: () => rootRoute,
    path: '/articles/$slug',
    loader: articleLoader,
    component: function Article() {
      return <h1>Article {article.useParams().slug}</h1>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, article]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return { router, articleLoader };
}

describe('Markdown', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('renders the sanitized HTML in a .markdown container', async () => {
    renderInRouter('# Hello\n\n<img src=x onerror=alert(1)>');
    const heading = await screen.findByRole('heading', { name: /Hello/ });
    const container = heading.closest('div');
    expect(container).toHaveClass('markdown', 'article-body');
    expect(container?.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Link to section: Hello' })).toHaveAttribute(
      'href',
      '#h-hello',
    );
  });

  it('routes a plain click on an internal link through the router', async () => {
    const { router } = renderInRouter();
    const link = await screen.findByRole('link', { name: 'Read hello' });
    expect(appTookClick(link)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Article hello' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/articles/hello');
    expect(window.location.pathname).toBe('/');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser', async (_label, init) => {
    const { router } = renderInRouter();
    const link = await screen.findByRole('link', { name: 'Read hello' });
    expect(appTookClick(link, init)).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves external links, server paths and mailto to the browser', async () => {
    const { router } = renderInRouter();
    for (const name of ['Elsewhere', 'API', 'Mail']) {
      expect(appTookClick(await screen.findByRole('link', { name }))).toBe(false);
    }
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('target', '_blank');
    expect(router.state.location.pathname).toBe('/');
  });

  it('moves to a heading on an in-page link and puts it in the URL', async () => {
    const { router } = renderInRouter();
    const link = await screen.findByRole('link', { name: 'Top' });
    expect(appTookClick(link)).toBe(true);
    await waitFor(() => expect(router.state.location.hash).toBe('h-intro'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('preloads an internal link the pointer rests on', async () => {
    const { articleLoader } = renderInRouter();
    const link = await screen.findByRole('link', { name: 'Read hello' });
    fireEvent.mouseOver(link);
    await waitFor(() =>
      expect(articleLoader).toHaveBeenCalledWith(
        expect.objectContaining({ preload: true, params: { slug: 'hello' } }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Article hello' })).toBeNull();
  });

  it('preloads on keyboard focus', async () => {
    const { articleLoader } = renderInRouter();
    const link = await screen.findByRole('link', { name: 'Read hello' });
    act(() => link.focus());
    await waitFor(() =>
      expect(articleLoader).toHaveBeenCalledWith(expect.objectContaining({ preload: true })),
    );
  });

  describe('with fake timers', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('does not preload when the pointer only passes over a link', async () => {
      const { router } = renderInRouter();
      const link = await screen.findByRole('link', { name: 'Read hello' });
      const preloadRoute = jest.spyOn(router, 'preloadRoute');
      jest.useFakeTimers();
      fireEvent.mouseOver(link);
      fireEvent.mouseOut(link, { relatedTarget: document.body });
      jest.advanceTimersByTime(1000);
      expect(preloadRoute).not.toHaveBeenCalled();
    });

    it('does not preload external links', async () => {
      const { router } = renderInRouter();
      const link = await screen.findByRole('link', { name: 'Elsewhere' });
      const preloadRoute = jest.spyOn(router, 'preloadRoute');
      jest.useFakeTimers();
      fireEvent.mouseOver(link);
      fireEvent.touchStart(link);
      jest.advanceTimersByTime(1000);
      expect(preloadRoute).not.toHaveBeenCalled();
    });
  });

  it('shows a source marked cannot lex as its text, escaped, under a notice', async () => {
    // Deep enough to overflow marked's stack: it throws, here on the page's own thread (jsdom
    // has no Worker), as it would in the lexer's thread.
    const source = `<img src=x onerror=alert(1)> **not bold**\n${'>'.repeat(5_000)}`;
    renderInRouter(source);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'This text is shown unformatted because it is too complex to format.',
    );
    const container = notice.closest('.markdown')!;
    expect(container.querySelector('pre')?.textContent).toBe(source);
    expect(container.querySelector('img, strong')).toBeNull();
  });

  it('shows code plain at once and highlighted once the highlighter has loaded', async () => {
    renderInRouter('```ts\nconst answer = 42;\n```');
    const code = await screen.findByText('const answer = 42;', { selector: 'code' });
    expect(code.querySelector('span')).toBeNull();
    const keyword = await screen.findByText('const', { selector: 'code span.hljs-keyword' });
    expect(keyword.closest('code')).toHaveClass('hljs', 'language-ts');
  });
});
