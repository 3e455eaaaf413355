import { screen, within } from '@testing-library/react';
import { renderRoute, resolveNext } from '../../test/renderRoute';

const HASH = '0123456789abcdef0123456789abcdef';
const image = (alt: string) => ({
  id: `image-${alt}`,
  url: `/media/${HASH}-1600x900.jpg`,
  width: 1600,
  height: 900,
  alt,
  placeholder: '#336699',
  variants: [480, 960, 1600].flatMap((width) =>
    (['AVIF', 'WEBP', 'JPEG'] as const).map((format) => ({
      url: `/media/${HASH}-${width}.${format === 'JPEG' ? 'jpg' : format.toLowerCase()}`,
      width,
      height: Math.round((900 * width) / 1600),
      format,
    })),
  ),
});

const article = {
  id: 'article-1',
  slug: 'kites',
  title: 'Kites',
  body: 'About kites.',
  publishedAt: '2026-11-21T12:00:00.000Z',
  viewerCanEdit: false,
  commentCount: 0,
};

test("an article's cover opens its page, loaded first, with its size known", async () => {
  const { environment } = renderRoute('/articles/kites');
  await resolveNext(environment, {
    Article: () => ({ ...article, cover: image('A red kite over the hills') }),
    User: () => ({ handle: 'ada', name: 'Ada Lovelace', avatar: image('Ada Lovelace') }),
  });
  const cover = await screen.findByRole('img', { name: 'A red kite over the hills' });
  expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(cover).toHaveAttribute('loading', 'eager');
  expect(cover).toHaveAttribute('width', '1600');
  expect(cover).toHaveAttribute('height', '900');
  expect(cover.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    expect.stringContaining(`/media/${HASH}-480.avif 480w`),
  );
  // The author's avatar sits beside their name: decorative, and never ahead of the cover.
  const header = cover.closest('header')!;
  const avatar = header.querySelector('.author-card img')!;
  expect(avatar).toHaveAttribute('alt', '');
  expect(avatar).toHaveAttribute('loading', 'lazy');
  expect(within(header).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
});

test('without a cover or an avatar, the page shows neither, and the initial stands in', async () => {
  const { environment } = renderRoute('/articles/kites');
  await resolveNext(environment, {
    Article: () => ({ ...article, cover: null }),
    User: () => ({ handle: 'ada', name: 'Ada Lovelace', avatar: null }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Kites' });
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(document.querySelector('.author-card .avatar')).toHaveTextContent('A');
});
