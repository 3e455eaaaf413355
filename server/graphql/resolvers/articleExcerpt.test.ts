import { articleExcerpt, EXCERPT_CHARS } from './articleExcerpt';

describe('what a card shows under its title', () => {
  test('the summary when there is one', () => {
    expect(articleExcerpt({ summary: ' A summary. ', body: '# Heading\n\nText.' })).toBe(
      'A summary.',
    );
  });

  test('else the body’s opening as plain text, without Markdown syntax', () => {
    const body = '## Why\n\nSome **bold** words and a [link](/x).\n\n- an item';
    expect(articleExcerpt({ summary: '', body })).toBe('Why Some bold words and a link. an item');
  });

  test('a long body is cut at a word, with an ellipsis', () => {
    const body = 'word '.repeat(5000);
    const excerpt = articleExcerpt({ summary: '', body });
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
    expect(excerpt).toMatch(/^(word )+word…$/);
  });

  test('nothing when both are empty', () => {
    expect(articleExcerpt({ summary: '  ', body: '\n\n' })).toBe('');
  });
});
