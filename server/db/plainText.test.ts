import { markdownToPlainText, readingMinutes } from './plainText';

test('Markdown syntax is stripped to the text a reader sees', () => {
  const markdown = [
    '# Title',
    '',
    'Some **bold**, _italic_ and `code` with a [link](https://example.com) and ![alt text](/img.png).',
    '',
    '> quoted',
    '- item one',
    '1. item two',
    '',
    '```ts',
    'const x = 1;',
    '```',
    '<b>html</b> &amp; more',
  ].join('\n');
  expect(markdownToPlainText(markdown)).toBe(
    'Title Some bold, italic and code with a link and alt text. quoted item one item two const x = 1; html & more',
  );
});

test('control characters never survive (they mark snippet highlights)', () => {
  expect(markdownToPlainText('a\u0001b\u0002c')).toBe('a b c');
});

test('reading time is words / 230 rounded up, at least 1', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes('word '.repeat(230))).toBe(1);
  expect(readingMinutes('word '.repeat(231))).toBe(2);
  expect(readingMinutes('**word** '.repeat(461))).toBe(3);
});
