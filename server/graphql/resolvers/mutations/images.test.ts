import type { ArticleRow, UserRow } from '../../../db/rows';
import { toGlobalId } from '../../ids';
import { storeArticle } from '../../../testing/fixtures';
import { Client, errorCode, signedIn } from '../../../testing/harness';
import { tempStore, type TestStore } from '../../../testing/testStore';

// setArticleCover and setAvatar, validated like every other mutation: who may, with which image.

let t: TestStore;
let grace: UserRow;
let linus: UserRow;
let ada: UserRow;
let graces: ArticleRow;
let clients: { grace: Client; linus: Client; ada: Client; signedOut: Client };
const GRACE_IMAGE = 'a'.repeat(32);
const LINUS_IMAGE = 'b'.repeat(32);

beforeAll(async () => {
  t = await tempStore();
  grace = await t.createUser('grace');
  linus = await t.createUser('linus');
  ada = await t.createUser('ada', 'EDITOR');
  graces = await storeArticle(t.store, grace.id, 'Grace on compilers');
  const stored = { width: 1600, height: 900, fallback: 'jpg' as const, placeholder: '#336699' };
  await t.store.images.recordUpload(grace.id, { id: GRACE_IMAGE, ...stored, bytes: 1000 }, '2026-11-01T00:00:00Z'); // prettier-ignore
  await t.store.images.recordUpload(linus.id, { id: LINUS_IMAGE, ...stored, bytes: 1000 }, '2026-11-01T00:00:00Z'); // prettier-ignore
  clients = {
    grace: await signedIn(t.store, 'grace'),
    linus: await signedIn(t.store, 'linus'),
    ada: await signedIn(t.store, 'ada'),
    signedOut: new Client(t.store),
  };
});
afterAll(() => t.close());

const SET_COVER = `mutation ($input: SetArticleCoverInput!) {
  setArticleCover(input: $input) {
    article { revision updatedAt cover { id url width height alt placeholder variants { url width format } } }
    userErrors { field code message }
  }
}`;
const SET_AVATAR = `mutation ($input: SetAvatarInput!) {
  setAvatar(input: $input) { user { avatar { id alt url } } userErrors { field code message } }
}`;

const articleId = () => toGlobalId(t.store, 'Article', graces.id);

describe('setArticleCover', () => {
  it('sets the author’s own image as the cover, moving updatedAt but not revision', async () => {
    const result = await clients.grace.data<{
      setArticleCover: { article: Record<string, unknown> & { cover: Record<string, unknown> } };
    }>(SET_COVER, { input: { articleId: articleId(), imageId: GRACE_IMAGE, alt: 'A compiler' } });
    const saved = result.setArticleCover.article;
    expect(saved.revision).toBe(graces.revision);
    expect(saved.updatedAt).not.toBe(graces.updatedAt);
    expect(saved.cover).toMatchObject({
      id: GRACE_IMAGE,
      url: `/media/${GRACE_IMAGE}-1600x900.jpg`,
      alt: 'A compiler',
      placeholder: '#336699',
    });
    expect((saved.cover.variants as { url: string }[]).map((v) => v.url)).toContain(
      `/media/${GRACE_IMAGE}-480.avif`,
    );
  });

  it('lets an editor set a cover with an image the editor uploaded, and clear it', async () => {
    await t.store.images.recordUpload(
      ada.id,
      {
        id: LINUS_IMAGE,
        width: 1600,
        height: 900,
        fallback: 'jpg',
        placeholder: '#336699',
        bytes: 1000,
      },
      '2026-11-02T00:00:00Z',
    );
    const set = await clients.ada.run(SET_COVER, {
      input: { articleId: articleId(), imageId: LINUS_IMAGE },
    });
    expect(set.data).toMatchObject({
      setArticleCover: { userErrors: [], article: { cover: { id: LINUS_IMAGE, alt: '' } } },
    });
    const cleared = await clients.grace.run(SET_COVER, {
      input: { articleId: articleId(), imageId: null },
    });
    expect(cleared.data).toMatchObject({
      setArticleCover: { userErrors: [], article: { cover: null } },
    });
  });

  it('refuses an image the viewer did not upload, and one that does not exist, alike', async () => {
    for (const imageId of [LINUS_IMAGE, 'c'.repeat(32)]) {
      const result = await clients.grace.data<{ setArticleCover: unknown }>(SET_COVER, {
        input: { articleId: articleId(), imageId },
      });
      expect(result.setArticleCover).toMatchObject({
        article: { cover: null },
        userErrors: [
          { field: 'imageId', code: 'INVALID', message: 'Choose an image you uploaded.' },
        ],
      });
    }
  });

  it('refuses alt text over 300 characters and changes nothing', async () => {
    const result = await clients.grace.data<{ setArticleCover: unknown }>(SET_COVER, {
      input: { articleId: articleId(), imageId: GRACE_IMAGE, alt: 'x'.repeat(301) },
    });
    expect(result.setArticleCover).toMatchObject({
      article: { cover: null },
      userErrors: [{ field: 'alt', code: 'INVALID' }],
    });
  });

  it('refuses someone else’s article and someone signed out', async () => {
    const input = { articleId: articleId(), imageId: LINUS_IMAGE };
    expect(errorCode(await clients.linus.run(SET_COVER, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await clients.signedOut.run(SET_COVER, { input }))).toBe('UNAUTHENTICATED');
    const draft = await storeArticle(t.store, grace.id, 'Grace’s draft', { status: 'DRAFT' });
    const hidden = { articleId: toGlobalId(t.store, 'Article', draft.id), imageId: LINUS_IMAGE };
    expect(errorCode(await clients.linus.run(SET_COVER, { input: hidden }))).toBe('NOT_FOUND');
  });
});

describe('setAvatar', () => {
  it('sets the viewer’s own image, with the user’s name as its alt, and clears it', async () => {
    const set = await clients.grace.data<{ setAvatar: unknown }>(SET_AVATAR, {
      input: { imageId: GRACE_IMAGE },
    });
    expect(set.setAvatar).toMatchObject({
      user: { avatar: { id: GRACE_IMAGE, alt: 'GRACE' } },
      userErrors: [],
    });
    const cleared = await clients.grace.data<{ setAvatar: unknown }>(SET_AVATAR, {
      input: { imageId: null },
    });
    expect(cleared.setAvatar).toMatchObject({ user: { avatar: null }, userErrors: [] });
  });

  it('refuses another user’s image and someone signed out', async () => {
    const other = await clients.grace.data<{ setAvatar: unknown }>(SET_AVATAR, {
      input: { imageId: LINUS_IMAGE },
    });
    expect(other.setAvatar).toMatchObject({
      user: { avatar: null },
      userErrors: [{ field: 'imageId', code: 'INVALID' }],
    });
    const result = await clients.signedOut.run(SET_AVATAR, { input: { imageId: GRACE_IMAGE } });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });
});
