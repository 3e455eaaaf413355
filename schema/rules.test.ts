// The client's checks and the server's agree: on each input below, the editor's and the account
// forms' validators (src/) and the server's validation (server/domain/validation.ts) give the same
// verdict with the same message, each through its own public function.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { validateArticle } from '../src/editor/articleRules';
import type { ArticleValues } from '../src/editor/articleRules';
import {
  validateArticleFields,
  validateComment,
  validateProfile,
  validateSignUp,
} from '../server/domain/validation';
import type { UserError } from '../server/domain/validation';
import {
  ARTICLE_STATUSES,
  bioError,
  commentError,
  handleError,
  nameError,
  passwordError,
} from './rules';

const INVISIBLE = '\u200b';

/** The server's first message per field, as the client shows one message per field. */
function firstPerField(errors: readonly UserError[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) messages[error.field ?? ''] ??= error.message;
  return messages;
}

const valid: ArticleValues = { title: 'A title', summary: '', tags: '', body: '' };

const articleInputs: Array<[string, Partial<ArticleValues>]> = [
  ['a valid article', {}],
  ['an empty title', { title: '' }],
  ['a title of spaces', { title: '   ' }],
  ['a title of zero-width spaces', { title: INVISIBLE.repeat(3) }],
  ['a title of 140 characters', { title: 'x'.repeat(140) }],
  ['a title of 141 characters', { title: 'x'.repeat(141) }],
  ['a title of 140 characters between spaces', { title: ` ${'x'.repeat(140)} ` }],
  ['a title with a tab', { title: 'a\tb' }],
  ['a title with NUL', { title: 'a\u0000b' }],
  ['a summary of 280 characters', { summary: 'x'.repeat(280) }],
  ['a summary of 281 characters', { summary: 'x'.repeat(281) }],
  ['a summary of 300 invisible characters', { summary: INVISIBLE.repeat(300) }],
  ['a summary with line breaks', { summary: 'one\r\ntwo\tthree' }],
  ['a summary with a C1 control', { summary: 'a\u0085b' }],
  ['a body of 100,000 characters', { body: 'x'.repeat(100_000) }],
  ['a body of 100,001 characters', { body: 'x'.repeat(100_001) }],
  ['a body with a vertical tab', { body: 'a\u000bb' }],
  ['a body with DEL', { body: 'a\u007fb' }],
  ['eight tags', { tags: 'a, b, c, d, e, f, g, h' }],
  ['nine tags', { tags: 'a, b, c, d, e, f, g, h, i' }],
  ['nine tags, two of them the same', { tags: 'a, b, c, d, e, f, g, h, A' }],
  ['tags with spaces and capitals', { tags: ' Web  Dev , RUST' }],
  ['a tag with a plus', { tags: 'c++' }],
  ['a tag of 32 characters', { tags: 'x'.repeat(32) }],
  ['a tag of 33 characters', { tags: 'x'.repeat(33) }],
  ['a tag in another script', { tags: 'résumé' }],
];

describe('the editor and the server judge an article alike', () => {
  test.each(articleInputs)('%s', (_name, change) => {
    const values = { ...valid, ...change };
    const tags = values.tags.split(',').filter((tag) => tag.trim() !== '');
    const server = validateArticleFields({ ...values, tags });
    expect(validateArticle(values)).toEqual(firstPerField(server.errors));
  });
});

const signUpInputs: Array<[string, { handle: string; name: string; password: string }]> = [
  ['a valid sign-up', { handle: 'ada', name: 'Ada', password: 'a long password' }],
  ['a handle of 2 characters', { handle: 'ab', name: 'Ada', password: 'a long password' }],
  ['a handle of 24 characters', { handle: 'a'.repeat(24), name: 'A', password: '12345678' }],
  ['a handle of 25 characters', { handle: 'a'.repeat(25), name: 'A', password: '12345678' }],
  ['a handle in capitals with spaces', { handle: ' ADA_1 ', name: 'A', password: '12345678' }],
  ['a handle with a dash', { handle: 'ada-l', name: 'Ada', password: '12345678' }],
  ['a blank name', { handle: 'ada', name: INVISIBLE, password: '12345678' }],
  ['a name of 81 characters', { handle: 'ada', name: 'n'.repeat(81), password: '12345678' }],
  ['a name with a line feed', { handle: 'ada', name: 'A\nB', password: '12345678' }],
  ['a password of 7 characters', { handle: 'ada', name: 'Ada', password: '1234567' }],
  ['a password of 8 spaces', { handle: 'ada', name: 'Ada', password: ' '.repeat(8) }],
  ['a password of 201 characters', { handle: 'ada', name: 'Ada', password: 'p'.repeat(201) }],
  ['everything wrong', { handle: '', name: '', password: '' }],
];

describe('the sign-up form and the server judge an account alike', () => {
  test.each(signUpInputs)('%s', (_name, input) => {
    const client = {
      handle: handleError(input.handle),
      name: nameError(input.name),
      password: passwordError(input.password),
    };
    const expected = Object.fromEntries(Object.entries(client).filter(([, m]) => m !== null));
    expect(firstPerField(validateSignUp(input).errors)).toEqual(expected);
  });
});

const profileInputs: Array<[string, { name: string; bio: string }]> = [
  ['a valid profile', { name: 'Ada', bio: 'Mathematician.' }],
  ['a bio of 2,000 characters', { name: 'Ada', bio: 'b'.repeat(2_000) }],
  ['a bio of 2,001 characters', { name: 'Ada', bio: 'b'.repeat(2_001) }],
  ['a bio of 2,001 invisible characters', { name: 'Ada', bio: INVISIBLE.repeat(2_001) }],
  ['a bio with line breaks and a tab', { name: 'Ada', bio: 'a\r\nb\tc' }],
  ['a bio with an escape character', { name: 'Ada', bio: 'a\u001bb' }],
  ['a name with a tab', { name: 'A\tB', bio: '' }],
];

describe('the profile form and the server judge a profile alike', () => {
  test.each(profileInputs)('%s', (_name, input) => {
    const client = { name: nameError(input.name), bio: bioError(input.bio) };
    const expected = Object.fromEntries(Object.entries(client).filter(([, m]) => m !== null));
    expect(firstPerField(validateProfile(input).errors)).toEqual(expected);
  });
});

describe('a comment is judged by the one rule', () => {
  test.each([
    ['', 'Comment must be 1 to 5,000 characters.'],
    [INVISIBLE, 'Comment must be 1 to 5,000 characters.'],
    ['x'.repeat(5_000), null],
    [` ${'x'.repeat(5_000)} `, null],
    ['x'.repeat(5_001), 'Comment must be 1 to 5,000 characters.'],
    ['a\u0000b', 'Comment must not contain control characters other than tabs and line breaks.'],
    ['line\nbreak', null],
  ])('%j', (body, message) => {
    expect(commentError(body)).toBe(message);
    expect(validateComment(body).errors.map((error) => error.message)).toEqual(
      message ? [message] : [],
    );
  });
});

describe('the rules and the SDL', () => {
  test('the article states are the values of ArticleStatus', () => {
    const sdl = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');
    const status = buildSchema(sdl).getType('ArticleStatus');
    if (!(status instanceof GraphQLEnumType)) throw new Error('ArticleStatus is not an enum');
    expect(status.getValues().map((value) => value.name)).toEqual([...ARTICLE_STATUSES]);
  });
});
