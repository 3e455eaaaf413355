import crypto from 'node:crypto';
import { offerSetup } from '../../auth/setup';
import { startTestServer, type TestServer } from '../../testing/testServer';

// Roles, review, sign-up policy, invitations and the one-time setup (PRODUCT §1, §4, §6), over
// HTTP against the real server: what each role may and may not do, as its browser would ask.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Answers are JSON read by shape: each test states the whole value it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Answer<T> {
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A browser's session: its cookie travels with every request. */
function session() {
  let cookie: string | null = null;
  return {
    async run<T = Json>(
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<Answer<T>> {
      const res = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: {
          accept: 'application/graphql-response+json',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return (await res.json()) as Answer<T>;
    },
  };
}
type Session = ReturnType<typeof session>;

async function signedIn(handle: string): Promise<Session> {
  const s = session();
  const { data } = await s.run(
    `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`,
    { input: { handle, password: 'password1' } },
  );
  expect(data.signIn.viewer).not.toBeNull();
  return s;
}

const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { viewer { handle role } userErrors { field message } }
}`;
const CREATE = `mutation ($title: String!) {
  createArticle(input: { title: $title, body: "Some words." }) { article { id status } }
}`;
const INVITE = `mutation ($role: Role!) {
  createInvitation(input: { role: $role }) { token invitation { id role } userErrors { field message } }
}`;
const POLICY = `mutation ($policy: SignUpPolicy!) {
  updateSiteSettings(input: { signUpPolicy: $policy }) { site { signUpPolicy } userErrors { message } }
}`;
const CAPABILITIES = `{ viewer { role capabilities {
  canWrite canPublish canReview invitableRoles canManageSite
} } }`;

let n = 0;
function account(handle = `person_${n++}`) {
  return { handle, name: 'Someone', password: 'long enough' };
}

describe('each role’s capabilities, as the server tells the client', () => {
  test.each([
    ['READER', false, false, false, [], false],
    ['CONTRIBUTOR', true, false, false, [], false],
    ['AUTHOR', true, true, false, [], false],
    ['EDITOR', true, true, true, ['CONTRIBUTOR', 'AUTHOR'], false],
    ['OWNER', true, true, true, ['CONTRIBUTOR', 'AUTHOR', 'EDITOR', 'OWNER'], true],
  ] as const)(
    '%s: write %s, publish %s, review %s, invite %j, manage %s',
    async (role, canWrite, canPublish, canReview, invitableRoles, canManageSite) => {
      const user = await server.createUser(`caps_${role.toLowerCase()}`, role);
      const { data } = await (await signedIn(user.handle)).run(CAPABILITIES);
      expect(data.viewer).toEqual({
        role,
        capabilities: { canWrite, canPublish, canReview, invitableRoles, canManageSite },
      });
    },
  );

  test('another user’s capabilities are not shown', async () => {
    await server.createUser('caps_other', 'EDITOR');
    const { data } = await session().run(
      `{ user(handle: "caps_other") { capabilities { canWrite } } }`,
    );
    expect(data.user).toEqual({ capabilities: null });
  });
});

describe('sign-up', () => {
  let owner: Session;
  beforeAll(async () => {
    await server.createUser('signup_owner', 'OWNER');
    owner = await signedIn('signup_owner');
  });
  afterEach(async () => {
    await owner.run(POLICY, { policy: 'OPEN' });
  });

  test('open sign-up makes a reader, who cannot write', async () => {
    const reader = session();
    const { data } = await reader.run(SIGN_UP, { input: account('plain_reader') });
    expect(data.signUp).toEqual({
      viewer: { handle: 'plain_reader', role: 'READER' },
      userErrors: [],
    });
    const created = await reader.run(CREATE, { title: 'Not mine to write' });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      await server.sql(`SELECT id FROM articles WHERE title = ?`, 'Not mine to write'),
    ).toEqual([]);
  });

  test.each([
    ['INVITE_ONLY', 'Sign-up on this site needs an invitation link.'],
    ['CLOSED', 'Sign-up is closed on this site.'],
  ])(
    'under %s, sign-up without an invitation is refused and makes nothing',
    async (policy, message) => {
      expect((await owner.run(POLICY, { policy })).data.updateSiteSettings.site).toEqual({
        signUpPolicy: policy,
      });
      expect((await session().run(`{ site { signUpPolicy } }`)).data.site.signUpPolicy).toBe(
        policy,
      );
      const { data } = await session().run(SIGN_UP, { input: account('turned_away') });
      expect(data.signUp).toEqual({ viewer: null, userErrors: [{ field: null, message }] });
      expect((await session().run(`{ user(handle: "turned_away") { id } }`)).data.user).toBeNull();
    },
  );

  test('only an owner changes the policy', async () => {
    await server.createUser('policy_editor', 'EDITOR');
    const answer = await (await signedIn('policy_editor')).run(POLICY, { policy: 'CLOSED' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await session().run(`{ site { signUpPolicy } }`)).data.site.signUpPolicy).toBe('OPEN');
  });
});

describe('staff invitations', () => {
  let editor: Session;
  let owner: Session;
  beforeAll(async () => {
    await server.createUser('inviting_editor', 'EDITOR');
    await server.createUser('inviting_owner', 'OWNER');
    editor = await signedIn('inviting_editor');
    owner = await signedIn('inviting_owner');
  });

  test('an editor’s link makes an author even when sign-up is closed, once', async () => {
    await owner.run(POLICY, { policy: 'CLOSED' });
    try {
      const { data } = await editor.run(INVITE, { role: 'AUTHOR' });
      const { token } = data.createInvitation;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash is kept: a copy of the database holds no usable link.
      const hashes = await server.sql<{ token_hash: Buffer }>(`SELECT token_hash FROM invitations`);
      const stored = hashes.map((row) => Buffer.from(row.token_hash).toString('hex'));
      expect(stored).toContain(crypto.createHash('sha256').update(token).digest('hex'));
      expect(stored.join()).not.toContain(Buffer.from(token).toString('hex'));

      const invited = session();
      const signUp = await invited.run(SIGN_UP, {
        input: { ...account('invited_author'), invitation: token },
      });
      expect(signUp.data.signUp).toEqual({
        viewer: { handle: 'invited_author', role: 'AUTHOR' },
        userErrors: [],
      });
      const created = await invited.run(CREATE, { title: 'Invited and writing' });
      expect(created.data.createArticle.article.status).toBe('DRAFT');

      const again = await session().run(SIGN_UP, {
        input: { ...account('second_use'), invitation: token },
      });
      expect(again.data.signUp.viewer).toBeNull();
      expect(again.data.signUp.userErrors[0].field).toBe('invitation');
      expect((await session().run(`{ user(handle: "second_use") { id } }`)).data.user).toBeNull();
    } finally {
      await owner.run(POLICY, { policy: 'OPEN' });
    }
  });

  test('a taken handle does not spend the link', async () => {
    const { token } = (await owner.run(INVITE, { role: 'EDITOR' })).data.createInvitation;
    const taken = await session().run(SIGN_UP, {
      input: { ...account('inviting_editor'), invitation: token },
    });
    expect(taken.data.signUp.userErrors).toEqual([
      { field: 'handle', message: 'That handle is taken.' },
    ]);
    const used = await session().run(SIGN_UP, {
      input: { ...account('new_editor'), invitation: token },
    });
    expect(used.data.signUp.viewer).toEqual({ handle: 'new_editor', role: 'EDITOR' });
  });

  test('an expired link is refused', async () => {
    const token = 'e'.repeat(43);
    const maker = await server.store.users.userByHandle('inviting_owner');
    await server.store.invitations.insertInvitation({
      tokenHash: crypto.createHash('sha256').update(token).digest(),
      role: 'AUTHOR',
      createdBy: maker!.id,
      createdAt: Date.now() - 8 * 24 * 3600_000,
      expiresAt: Date.now() - 1,
    });
    const { data } = await session().run(SIGN_UP, {
      input: { ...account('too_late'), invitation: token },
    });
    expect(data.signUp.userErrors[0].field).toBe('invitation');
  });

  test('pending invitations are listed for staff who invite, and revoked links stop working', async () => {
    const { data } = await editor.run(INVITE, { role: 'CONTRIBUTOR' });
    const { token, invitation } = data.createInvitation;
    const LIST = `{ invitations(first: 50) { edges { node { id role createdBy { handle } } } } }`;
    const listed = (await owner.run(LIST)).data.invitations.edges.map((e: Json) => e.node);
    expect(listed).toContainEqual({
      id: invitation.id,
      role: 'CONTRIBUTOR',
      createdBy: { handle: 'inviting_editor' },
    });
    expect((await session().run(LIST)).data.invitations).toBeNull();
    expect(
      (await (await signedIn(await author('list_author'))).run(LIST)).data.invitations,
    ).toBeNull();

    const revoke = await editor.run(
      `mutation ($id: ID!) { revokeInvitation(input: { id: $id }) { revokedInvitationId } }`,
      { id: invitation.id },
    );
    expect(revoke.data.revokeInvitation.revokedInvitationId).toBe(invitation.id);
    const { data: after } = await session().run(SIGN_UP, {
      input: { ...account('revoked'), invitation: token },
    });
    expect(after.signUp.userErrors[0].field).toBe('invitation');
  });

  test('owners change roles, not their own', async () => {
    const reader = session();
    await reader.run(SIGN_UP, { input: account('promoted') });
    const CHANGE = `mutation ($handle: String!, $role: Role!) {
      changeRole(input: { handle: $handle, role: $role }) { user { role } userErrors { field message } }
    }`;
    expect(
      (await editor.run(CHANGE, { handle: 'promoted', role: 'AUTHOR' })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await owner.run(CHANGE, { handle: 'promoted', role: 'CONTRIBUTOR' })).data.changeRole,
    ).toEqual({
      user: { role: 'CONTRIBUTOR' },
      userErrors: [],
    });
    // The same session, at once: the role is read from the store on every request.
    expect(
      (await reader.run(CREATE, { title: 'Now I contribute' })).data.createArticle.article.status,
    ).toBe('DRAFT');
    const own = await owner.run(CHANGE, { handle: 'inviting_owner', role: 'READER' });
    expect(own.data.changeRole.userErrors).toEqual([
      { field: 'role', message: 'You cannot change your own role.' },
    ]);
    const staff = await owner.run(`{ staff(first: 50) { edges { node { handle role } } } }`);
    expect(staff.data.staff.edges.map((e: Json) => e.node)).toContainEqual({
      handle: 'promoted',
      role: 'CONTRIBUTOR',
    });
    expect((await editor.run(`{ staff { edges { node { id } } } }`)).data.staff).toBeNull();
  });
});

async function author(handle: string): Promise<string> {
  await server.createUser(handle, 'AUTHOR');
  return handle;
}

describe('review', () => {
  test('a contributor submits, an editor returns it with a note, then publishes it', async () => {
    await server.createUser('rev_contributor', 'CONTRIBUTOR');
    await server.createUser('rev_editor', 'EDITOR');
    const contributor = await signedIn('rev_contributor');
    const editor = await signedIn('rev_editor');
    const anAuthor = await signedIn(await author('rev_author'));
    const { id } = (await contributor.run(CREATE, { title: 'Under review' })).data.createArticle
      .article;

    const published = await contributor.run(
      `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { status } } }`,
      { id },
    );
    expect(published.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const SUBMIT = `mutation ($id: ID!) { submitForReview(input: { id: $id }) {
      article { status reviewNote viewerCanEdit viewerCanSubmit } userErrors { message } } }`;
    expect((await contributor.run(SUBMIT, { id })).data.submitForReview).toEqual({
      article: {
        status: 'IN_REVIEW',
        reviewNote: null,
        viewerCanEdit: false,
        viewerCanSubmit: false,
      },
      userErrors: [],
    });

    const QUEUE = `{ reviewQueue(first: 10) { edges { node { id title viewerCanPublish viewerCanReturn } } } }`;
    expect((await editor.run(QUEUE)).data.reviewQueue.edges.map((e: Json) => e.node)).toEqual([
      { id, title: 'Under review', viewerCanPublish: true, viewerCanReturn: true },
    ]);
    expect((await anAuthor.run(QUEUE)).data.reviewQueue).toBeNull();
    expect((await contributor.run(QUEUE)).data.reviewQueue).toBeNull();
    // Not public, and not another writer's to see.
    const READ = `query ($id: ID!) { node(id: $id) { id } }`;
    expect((await anAuthor.run(READ, { id })).data.node).toBeNull();
    expect((await session().run(READ, { id })).data.node).toBeNull();

    const RETURN = `mutation ($id: ID!, $note: String!) { returnToDraft(input: { id: $id, note: $note }) {
      article { status reviewNote } userErrors { field message } } }`;
    expect((await editor.run(RETURN, { id, note: '   ' })).data.returnToDraft.userErrors).toEqual([
      { field: 'note', message: 'A note must be 1 to 2,000 characters.' },
    ]);
    expect((await editor.run(RETURN, { id, note: 'Cite the source.' })).data.returnToDraft).toEqual(
      {
        article: { status: 'DRAFT', reviewNote: 'Cite the source.' },
        userErrors: [],
      },
    );
    const seen = await contributor.run(
      `query ($id: ID!) { node(id: $id) { ... on Article { status reviewNote viewerCanEdit } } }`,
      { id },
    );
    expect(seen.data.node).toEqual({
      status: 'DRAFT',
      reviewNote: 'Cite the source.',
      viewerCanEdit: true,
    });
    expect((await editor.run(QUEUE)).data.reviewQueue.edges).toEqual([]);

    expect(
      (await contributor.run(SUBMIT, { id })).data.submitForReview.article.reviewNote,
    ).toBeNull();
    const done = await editor.run(
      `mutation ($id: ID!) { publishArticle(input: { id: $id }) { article { status author { handle } } } }`,
      { id },
    );
    expect(done.data.publishArticle.article).toEqual({
      status: 'PUBLISHED',
      author: { handle: 'rev_contributor' },
    });
    expect((await session().run(READ, { id })).data.node).toEqual({ id });
  });
});

describe('the one-time setup', () => {
  const SETUP = `mutation ($input: SetUpSiteInput!) {
    setUpSite(input: $input) { viewer { handle role } userErrors { field message } }
  }`;

  test('with the printed token it makes the owner, once; without it, nothing', async () => {
    const setup = await startTestServer();
    try {
      const ask = (input: Record<string, unknown>) =>
        fetch(`${setup.origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: SETUP, variables: { input } }),
        }).then(async (res) => ((await res.json()) as Answer<Json>).data.setUpSite);
      const needsSetup = async () =>
        (
          await fetch(`${setup.origin}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: `{ site { needsSetup } }` }),
          }).then((res) => res.json())
        ).data.site.needsSetup;
      expect(await needsSetup()).toBe(true);
      // Nothing is open until the server offers it.
      const early = await ask({ ...account('early_bird'), token: 'x'.repeat(43) });
      expect(early.userErrors[0].field).toBe('token');

      const link = await offerSetup(setup.store, setup.origin);
      const token = new URL(link!).searchParams.get('token')!;
      expect(link).toBe(`${setup.origin}/setup?token=${token}`);
      const wrong = await ask({
        ...account('guesser'),
        token: token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      });
      expect(wrong).toEqual({
        viewer: null,
        userErrors: [
          {
            field: 'token',
            message: 'This setup link is not valid, or the site already has an owner.',
          },
        ],
      });
      expect(await ask({ ...account('the_owner'), token })).toEqual({
        viewer: { handle: 'the_owner', role: 'OWNER' },
        userErrors: [],
      });
      expect((await ask({ ...account('second_owner'), token })).userErrors[0].field).toBe('token');
      expect(await needsSetup()).toBe(false);
      expect(await offerSetup(setup.store, setup.origin)).toBeNull();
      expect(await setup.sql(`SELECT handle FROM users WHERE role = 'OWNER'`)).toEqual([
        { handle: 'the_owner' },
      ]);
    } finally {
      await setup.close();
    }
  });
});
