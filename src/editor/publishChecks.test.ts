import { LINKS_CHECKED, publishFindings } from './publishChecks';

const ORIGIN = 'https://folio.example';
const check = (html: string, headings: { depth: number; text: string }[] = []) =>
  publishFindings({ summary: 'A summary.', cover: null, html, headings, origin: ORIGIN });

test('each image without a description is named, by its place and its file', () => {
  const html =
    '<p><img src="/media/a1-960.jpg" alt="A red kite"></p>' +
    '<figure><picture><img src="/media/b2-960.jpg?v=1" alt=""></picture></figure>' +
    '<p>x > y <img alt="  " src=\'https://elsewhere.example/c/harbour.png\'><img src="d.png"></p>';
  expect(check(html).imagesWithoutAlt).toEqual([
    'Image 2 (b2-960.jpg)',
    'Image 3 (harbour.png)',
    'Image 4 (d.png)',
  ]);
  expect(check('<img src="x.png" alt="a &quot;quoted&quot; kite">').imagesWithoutAlt).toEqual([]);
});

test('a heading may go one level deeper than the one before it, from the title', () => {
  const findings = check('', [
    { depth: 2, text: 'Start' },
    { depth: 4, text: 'Too deep' },
    { depth: 3, text: 'Fine' },
    { depth: 1, text: 'Second title' },
  ]);
  expect(findings.headingsOutOfOrder).toEqual([
    '“Too deep” is a level-4 heading after a level-2 one',
    '“Second title” is a level-1 heading: the title is the only one',
  ]);
  expect(check('', [{ depth: 3, text: 'First' }]).headingsOutOfOrder).toEqual([
    '“First” is a level-3 heading after a level-1 one',
  ]);
});

test('links to this site’s articles are collected once each, relative or absolute; others are not', () => {
  const html =
    '<a href="/articles/tides">a</a><a href="https://folio.example/articles/tides">b</a>' +
    '<a href="https://other.example/articles/x">c</a><a href="/tags/sea">d</a>' +
    '<a href="/articles/gone#part">e</a>';
  expect(check(html).articlePaths).toEqual(['/articles/tides', '/articles/gone#part']);
  const many = Array.from(
    { length: LINKS_CHECKED + 3 },
    (_, i) => `<a href="/articles/a${i}">x</a>`,
  );
  const findings = check(many.join(''));
  expect(findings.articlePaths).toHaveLength(LINKS_CHECKED);
  expect(findings.pathsNotChecked).toBe(3);
});

test('a missing summary and a cover without a description are findings', () => {
  const findings = publishFindings({
    summary: '  ',
    cover: { alt: '' },
    html: '',
    headings: [],
    origin: ORIGIN,
  });
  expect(findings.summaryMissing).toBe(true);
  expect(findings.coverWithoutAlt).toBe(true);
});
