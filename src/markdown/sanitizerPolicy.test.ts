/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { createMarkdownSanitizer } from './sanitizerPolicy';
import { xssCorpus } from './xssCorpus';

// The policy takes the window it runs on, so that a server can run it on a jsdom window of its
// own and produce the HTML the page would. Two windows here, as the page and a server would be.

const ORIGIN = 'http://folio.example/articles/a';
const newWindow = () =>
  new JSDOM('', { url: ORIGIN }).window as unknown as Window & typeof globalThis;

const NONCE = '0123456789abcdef';
const ORDINARY = [
  '<h2>Title</h2><p>Some <em>text</em>, <a href="https://elsewhere.example/x">a link</a>.</p>',
  `<ul><li><input data-folio-task="${NONCE}" checked> done</li><li><input type="text"> no</li></ul>`,
  '<p><img src="/media/a.png" alt="a"> <a href="/articles/x">in the app</a></p>',
  '<pre><code class="language-js hljs">x</code></pre>',
];

describe('the Markdown sanitizer policy', () => {
  it('runs on the window it is given: two windows of one origin give the same HTML', () => {
    const page = createMarkdownSanitizer(newWindow(), NONCE);
    const server = createMarkdownSanitizer(newWindow(), NONCE);
    for (const html of [...ORDINARY, ...xssCorpus.map((vector) => vector.markdown)]) {
      expect(server.sanitize(html)?.innerHTML).toBe(page.sanitize(html)?.innerHTML);
    }
    // And it is the policy, not a pass-through: external links opened apart, foreign inputs gone.
    const body = server.sanitize(ORDINARY.slice(0, 2).join(''))!;
    expect(body.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(body.querySelectorAll('input')).toHaveLength(1);
  });

  it('shows `inspect` the body of that call only, before anything is removed', () => {
    const sanitizer = createMarkdownSanitizer(newWindow(), NONCE);
    const seen: string[] = [];
    sanitizer.sanitize('<p>a</p><script>x</script>', (body) => seen.push(body.innerHTML));
    sanitizer.sanitize('<p>b</p>');
    expect(seen).toEqual(['<p>a</p><script>x</script>']);
  });
});
