// Every hostile shape at the size limit, through the reduction every save runs. How fast it
// runs is the bench's to measure (bench/, hostile section); this suite pins what comes out.
// The regular expressions this reduction replaced never finished these bodies.
import { BODY_LIMIT, HOSTILE_MARKDOWN } from '../../test/hostile/markdown';
import { markdownToPlainText, readingMinutes } from './plainText';

const words = (word: string, count: number) => Array(count).fill(word).join(' ');

/** What a reader sees of the shapes whose reading is clear; the others keep their characters. */
const EXPECTED: Record<string, string> = {
  newlines: '',
  'spaces and newlines': '',
  'nested quotes': '',
  'nested lists': '',
  'html comments': '',
  'table pipes': '',
  headings: '',
  fences: '',
  'reference definitions': '',
  'spaces then text': 'x',
  'list markers then text': 'a',
  'intraword stars': 'ab'.repeat(BODY_LIMIT / 4),
  backticks: 'a'.repeat(BODY_LIMIT / 2),
  'setext underlines': words('a', BODY_LIMIT / 4),
  'table rows': words('a', BODY_LIMIT / 8),
  'open brackets': '['.repeat(BODY_LIMIT),
  'html openers': '<a'.repeat(BODY_LIMIT / 2),
  entities: '&#'.repeat(BODY_LIMIT / 2),
  escapes: '\\'.repeat(BODY_LIMIT / 2),
};

test.each(HOSTILE_MARKDOWN.map((shape) => [shape.name, shape.make(BODY_LIMIT)] as const))(
  '%s: reduces to the text a reader sees',
  (name, body) => {
    const text = markdownToPlainText(body);
    const expected = EXPECTED[name];
    if (expected !== undefined) expect(text).toBe(expected);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u001f]/);
    expect(text.length).toBeLessThanOrEqual(body.length);
    const count = text === '' ? 0 : text.split(' ').length;
    expect(readingMinutes(body)).toBe(Math.max(1, Math.ceil(count / 230)));
  },
);
