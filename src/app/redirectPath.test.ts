import { readRedirectPath } from './redirectPath';

describe('readRedirectPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(readRedirectPath('/drafts')).toBe('/drafts');
    expect(readRedirectPath('/articles/x/edit?tab=preview#h-intro')).toBe(
      '/articles/x/edit?tab=preview#h-intro',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    'javascript:alert(1)',
    'drafts',
    '',
  ])('refuses %j, which could leave the site', (raw) => {
    expect(readRedirectPath(raw)).toBeUndefined();
  });

  it('refuses anything that is not a string', () => {
    expect(readRedirectPath(['/drafts'])).toBeUndefined();
    expect(readRedirectPath(undefined)).toBeUndefined();
  });
});
