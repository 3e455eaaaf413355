import { redirectCandidates, redirectKey } from './redirectPaths';

// An old path's one spelling: what an importer or an editor stores and what a request looks up
// must meet, however the old site or the reader's browser spelled it.

const key = (old: string) => {
  const made = redirectKey(old);
  return 'key' in made ? made.key : made.problem;
};

test('spellings of one old path make one key: case, trailing slash, encoding, host', () => {
  const expected = '/2024/05/05/caf%C3%A9';
  expect(key('/2024/05/05/café/')).toBe(expected);
  expect(key('/2024/05/05/Caf%C3%A9')).toBe(expected);
  expect(key('https://old.example.com/2024/05/05/CAFÉ/#comments')).toBe(expected);
  expect(key('//2024//05/05/café')).toBe(expected);
  expect(redirectCandidates('/2024/05/05/Caf%C3%A9/', true)).toEqual([expected]);
});

test('one query parameter is kept (WordPress /?p=123) and found among others', () => {
  expect(key('/?p=123')).toBe('/?p=123');
  expect(key('https://old.example/?P=123')).toBe('/?p=123');
  expect(redirectCandidates('/?utm_source=x&p=123', false)).toEqual(['/?utm_source=x', '/?p=123']);
  expect(redirectCandidates('/?p=123', true)).toEqual(['/?p=123', '/']);
});

test('refuses what cannot be a path of this site', () => {
  expect(key('old-post')).toMatch(/starts with "\/"/);
  expect(key('/a/../etc/passwd')).toMatch(/plain segments/);
  expect(key('/a/%2e%2e/b')).toMatch(/plain segments/);
  expect(key('/bad%E0%A4%A')).toMatch(/plain segments/);
  expect(key('/a%0Ab')).toMatch(/plain segments/);
  expect(key('/?a=1&b=2')).toMatch(/one query parameter/);
  expect(key(`/${'x'.repeat(1000)}`)).toMatch(/1 to 1000/);
  expect(redirectCandidates(`/${'x'.repeat(3000)}`, true)).toEqual([]);
  expect(redirectCandidates('/%E0%A4%A', true)).toEqual([]);
});
