import { assertInert } from './assertInert';
import { isMediaSrcset, parseMediaUrl, parseSizedSvgUrl } from './mediaImages';
import { renderMarkdown, whenPipelineReady } from './renderMarkdown';

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());

const HASH = '0123456789abcdef0123456789abcdef';

function render(markdown: string): HTMLElement {
  const { html } = renderMarkdown(markdown);
  assertInert(html);
  return new DOMParser().parseFromString(html, 'text/html').body;
}

describe("Folio's own images in Markdown", () => {
  it('become a <picture> with AVIF and WebP sources, a fallback srcset and their size', () => {
    const body = render(`![A red kite](/media/${HASH}-1200x800.jpg)`);
    const picture = body.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `/media/${HASH}-480.avif 480w, /media/${HASH}-960.avif 960w, /media/${HASH}-1200.avif 1200w`,
    );
    expect(sources[1]!.getAttribute('srcset')).toContain(`/media/${HASH}-960.webp 960w`);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/media/${HASH}-1200x800.jpg`);
    expect(img.getAttribute('alt')).toBe('A red kite');
    expect(img.getAttribute('srcset')).toBe(
      `/media/${HASH}-480.jpg 480w, /media/${HASH}-960.jpg 960w, /media/${HASH}-1200.jpg 1200w`,
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('are never offered wider than they are', () => {
    const body = render(`![small](/media/${HASH}-400x300.png)`);
    expect(body.querySelector('source')!.getAttribute('srcset')).toBe(
      `/media/${HASH}-400.avif 400w`,
    );
    expect(body.querySelector('img')!.getAttribute('srcset')).toBe(`/media/${HASH}-400.png 400w`);
  });

  it.each([
    ['another host', `https://elsewhere.example/media/${HASH}-1200x800.jpg`],
    ['a query', `/media/${HASH}-1200x800.jpg?v=1`],
    ['an upper-case hash', `/media/${HASH.toUpperCase()}-1200x800.jpg`],
    ['a short hash', `/media/${HASH.slice(1)}-1200x800.jpg`],
    ['a width over 1600', `/media/${HASH}-2000x800.jpg`],
    ['another format', `/media/${HASH}-1200x800.gif`],
  ])('with %s stay a plain image under the usual rules', (_label, url) => {
    const body = render(`![x](${url})`);
    expect(body.querySelector('picture')).toBeNull();
    expect(body.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('a demo SVG keeps its own source and takes the size its name gives, before it loads', () => {
    const body = render(
      `![A diagram](/media/wal-mode-660x280.svg) ![Unsized](/media/chart.svg) ` +
        `<img src="/media/wal-mode-660x280.svg" width="330" alt="Half">`,
    );
    const [sized, unsized, writers] = [...body.querySelectorAll('img')];
    expect(body.querySelector('picture')).toBeNull();
    expect(sized!.getAttribute('src')).toBe('/media/wal-mode-660x280.svg');
    expect([sized!.getAttribute('width'), sized!.getAttribute('height')]).toEqual(['660', '280']);
    expect(unsized!.hasAttribute('width')).toBe(false);
    expect([writers!.getAttribute('width'), writers!.hasAttribute('height')]).toEqual([
      '330',
      false,
    ]);
  });

  it('keep a srcset of media renditions in raw HTML and drop any other', () => {
    const body = render(
      `<img id=a srcset="/media/${HASH}-480.webp 480w" src=a.png>` +
        `<img srcset="/media/${HASH}-480.webp 480w, https://evil.example/b.webp 960w" src=b.png>` +
        `<picture><source type="text/html" sizes="100vw; @import x" srcset="/media/${HASH}-480.avif 480w"><img src=c.png></picture>`,
    );
    const [a, b, c] = [...body.querySelectorAll('img')];
    expect(a!.getAttribute('srcset')).toBe(`/media/${HASH}-480.webp 480w`);
    expect(b!.hasAttribute('srcset')).toBe(false);
    const source = body.querySelector('picture > source')!;
    expect(source.getAttribute('srcset')).toBe(`/media/${HASH}-480.avif 480w`);
    expect(source.hasAttribute('type')).toBe(false);
    expect(source.hasAttribute('sizes')).toBe(false);
    expect(c!.parentElement!.localName).toBe('picture');
  });
});

describe('media URL shapes', () => {
  it('are read exactly, and a huge input is refused at once', () => {
    expect(parseMediaUrl(`/media/${HASH}-1600x900.jpg`)).toEqual({
      hash: HASH,
      width: 1600,
      height: 900,
      fallback: 'jpg',
    });
    expect(parseMediaUrl(`/media/${HASH}-0x900.jpg`)).toBeNull();
    expect(parseMediaUrl(`/media/${HASH}-1600x900.jpg`.repeat(10_000))).toBeNull();
    expect(isMediaSrcset(`/media/${HASH}-480.avif 480w,`.repeat(10_000))).toBe(false);
    expect(isMediaSrcset(`/media/${HASH}-480.avif 960w`)).toBe(false);
    expect(isMediaSrcset(`/media/${HASH}-480.avif 480w, /media/${HASH}-960.avif 960w`)).toBe(true);
  });

  it("read a demo SVG's size from its name only when the whole name has the shape", () => {
    expect(parseSizedSvgUrl('/media/request-lifecycle-700x260.svg')).toEqual({
      width: 700,
      height: 260,
    });
    for (const url of [
      '/media/700x260.svg',
      '/media/chart-0x260.svg',
      '/media/chart-700x260x3.svg',
      '/media/chart-12345x260.svg',
      '/media/Chart-700x260.svg',
      '/media/a/b-700x260.svg',
      'https://elsewhere.example/media/chart-700x260.svg',
      '/media/chart-700x260.svg?x',
      `/media/${'a-'.repeat(50_000)}1x1.svg`,
    ])
      expect(parseSizedSvgUrl(url)).toBeNull();
  });
});
