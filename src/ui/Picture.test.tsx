import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Picture } from './Picture';

const HASH = '0123456789abcdef0123456789abcdef';
const variants = [480, 960, 1200].flatMap((width) =>
  (['AVIF', 'WEBP', 'JPEG'] as const).map((format) => ({
    url: `/media/${HASH}-${width}.${format === 'JPEG' ? 'jpg' : format.toLowerCase()}`,
    width,
    format,
  })),
);
const image = {
  url: `/media/${HASH}-1200x800.jpg`,
  width: 1200,
  height: 800,
  alt: 'A red kite over the hills',
  placeholder: '#8a6f4d',
  variants,
};

describe('Picture', () => {
  it('offers AVIF and WebP before the fallback, with its size, lazily', () => {
    const { container } = render(<Picture image={image} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'A red kite over the hills' });
    const types = [...container.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe(
      `/media/${HASH}-480.avif 480w, /media/${HASH}-960.avif 960w, /media/${HASH}-1200.avif 1200w`,
    );
    expect(img.getAttribute('srcset')).toContain(`/media/${HASH}-960.jpg 960w`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it("loads an article's cover first", () => {
    render(<Picture image={image} sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('paints its placeholder colour from script, never as a style attribute in markup', () => {
    // The served page's CSP (style-src 'self') refuses inline style attributes in markup.
    expect(renderToString(<Picture image={image} sizes="100vw" />)).not.toMatch(/style=/);
    render(<Picture image={image} sizes="100vw" />);
    expect(screen.getByRole('img').style.backgroundColor).toBe('rgb(138, 111, 77)');
  });

  it('paints only a colour as its placeholder', () => {
    render(
      <Picture image={{ ...image, placeholder: 'url(https://evil.example/x)' }} sizes="1px" />,
    );
    expect(screen.getByRole('img').getAttribute('style')).toBeNull();
  });
});
