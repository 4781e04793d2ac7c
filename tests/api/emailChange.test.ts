import { createHash } from 'node:crypto';
import { insertPasswordReset } from '@api/db/clients.ts';
import { graphql } from '@tests/gql';
import { sessionFor } from '@tests/support/apiAccounts.ts';
import { linkIn, type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A changed e-mail address asks for the current password and takes effect only once the link
// mailed to it is opened; until then the old address logs in and receives resets, and it is told
// about the change (not to which address). Confirming it ends every earlier session and reset link.

const sha256 = (password: string) => createHash('sha256').update(password).digest('hex');
const PASSWORD = 'geheim123';
const SITE = 'https://tauben.example';

const REGISTER =
  graphql(`mutation EmailChangeRegister($email: String!, $pwdHash: String!, $language: Language!) {
  registerClient(email: $email, firstName: "Erika", lastName: "Muster", pwdHash: $pwdHash, language: $language) { token }
}`);
const VERIFY = graphql(`mutation Verify($code: String!) { verifyClient(verificationCode: $code) }`);
const LOGIN = graphql(`query EmailChangeLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }
}`);
const ME = graphql(`query EmailChangeMe { getClientByJWT { id email pendingEmail phoneNumber } }`);
const SAVE =
  graphql(`mutation EmailChangeSave($id: Int!, $email: String!, $phoneNumber: String, $language: Language, $currentPassword: String) {
  saveClient(id: $id, email: $email, firstName: "Erika", lastName: "Muster", emailPublic: false, phoneNumber: $phoneNumber, language: $language, currentPassword: $currentPassword) {
    id email pendingEmail phoneNumber
  }
}`);
const RESEND = graphql(
  `mutation EmailChangeResend($language: Language) { resendEmailChange(language: $language) { email pendingEmail } }`,
);
const CANCEL = graphql(`mutation Cancel { cancelEmailChange { email pendingEmail } }`);
const CONFIRM = graphql(`mutation Confirm($token: String!) { confirmEmailChange(token: $token) }`);
const REQUEST_RESET = graphql(
  `mutation EmailChangeRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }`,
);
const RESET = graphql(`mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {
  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }
}`);
const CLIENTS = graphql(
  `query EmailChangeClients($search: String) { clients(search: $search) { email pendingEmail } }`,
);
const LOGOUT = graphql(`mutation Logout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }`);

const database = apiTestDatabase();

/** A value with every leaf replaced by its kind: `{ id: 'number', email: 'string' }`. */
function kinds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(kinds);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, kinds(inner)]));
  return value === null ? 'null' : typeof value;
}

describe(`changing the e-mail address on ${database}`, () => {
  let server: TestServer;
  let smtp: MailCapture;
  let now = new Date('2026-06-01T12:00:00.000Z');

  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({
      database,
      now: () => now,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const login = (email: string, password = PASSWORD) =>
    execute(server.graphqlUrl, LOGIN, { email, password: sha256(password) });
  const me = async (token: string) => (await execute(server.graphqlUrl, ME, {}, token)).data!.getClientByJWT;
  const save = (session: { id: number; token: string }, email: string, extra: Record<string, unknown> = {}) =>
    execute(
      server.graphqlUrl,
      SAVE,
      { id: session.id, email, currentPassword: sha256(PASSWORD), ...extra },
      session.token,
    );
  const confirm = (token: string) => execute(server.graphqlUrl, CONFIRM, { token });
  const tokenIn = (mail: Parameters<typeof linkIn>[0], prefix = `${SITE}/confirmEmail?`) =>
    linkIn(mail, prefix).searchParams.get('token')!;

  /** Registers through the API, opens the verification link and logs in. */
  async function account(email: string) {
    const since = smtp.mails.length;
    const registered = await execute(server.graphqlUrl, REGISTER, {
      email,
      pwdHash: sha256(PASSWORD),
      language: 'de',
    });
    expect(registered.errors).toEqual([]);
    const code = linkIn(await smtp.next(email, since), `${SITE}/verify?`).searchParams.get('code')!;
    expect((await execute(server.graphqlUrl, VERIFY, { code })).errors).toEqual([]);
    const loggedIn = await login(email);
    return { id: loggedIn.data!.loginClient.client.id, token: loggedIn.data!.loginClient.token };
  }

  it('keeps the old address until the mailed link is opened, then only the new one logs in', async () => {
    const session = await account('alt@example.org');
    const since = smtp.mails.length;
    const saved = await save(session, ' Neu@Example.org ');
    expect(saved.errors).toEqual([]);
    expect(saved.data!.saveClient).toMatchObject({
      email: 'alt@example.org',
      pendingEmail: 'neu@example.org',
    });

    const link = await smtp.next('neu@example.org', since);
    expect(link.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    const token = tokenIn(link);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const notice = await smtp.next('alt@example.org', since);
    expect(notice.subject).toBe('Änderung Ihrer E-Mail-Adresse angefordert');
    // Whoever reads the old mailbox does not learn the new address.
    expect(notice.text).not.toContain('neu@example.org');
    expect(notice.html).not.toContain('neu@example.org');
    expect(notice.text).toContain('ändern Sie bitte Ihr Passwort');
    expect(linkIn(notice, `${SITE}/`).pathname).toBe('/resetPassword');
    expect(notice.text).not.toContain(token);

    // Before the link: the new address is nobody's, the old one works as ever.
    expect(errorCodes(await login('neu@example.org'))).toEqual(['LOGIN_FAILED']);
    expect((await login('alt@example.org')).data?.loginClient.client).toMatchObject({
      email: 'alt@example.org',
      pendingEmail: 'neu@example.org',
    });
    // Asked for the new address, a reset answers as for any: it tells nothing, and mails nothing.
    expect((await execute(server.graphqlUrl, REQUEST_RESET, { email: 'neu@example.org' })).errors).toEqual(
      [],
    );
    const resetSince = smtp.mails.length;
    expect((await execute(server.graphqlUrl, REQUEST_RESET, { email: 'alt@example.org' })).errors).toEqual(
      [],
    );
    const oldReset = await smtp.next('alt@example.org', resetSince);
    expect(oldReset.subject).toBe('Passwort zurücksetzen');
    const oldResetToken = linkIn(oldReset, `${SITE}/resetPassword?`).searchParams.get('token')!;

    // The link needs no login: it may be opened on another device.
    const confirmed = await confirm(token);
    expect(confirmed.errors).toEqual([]);
    expect(confirmed.data?.confirmEmailChange).toBe('neu@example.org');

    expect((await login('neu@example.org')).data?.loginClient.client).toMatchObject({
      id: session.id,
      email: 'neu@example.org',
      pendingEmail: null,
    });
    expect(errorCodes(await login('alt@example.org'))).toEqual(['LOGIN_FAILED']);
    // Every session opened before has ended, and the reset link mailed to the old address is dead.
    expect(errorCodes(await execute(server.graphqlUrl, ME, {}, session.token))).toEqual(['UNAUTHENTICATED']);
    expect(
      errorCodes(
        await execute(server.graphqlUrl, RESET, {
          email: 'neu@example.org',
          resetToken: oldResetToken,
          newPassword: sha256('gekapert'),
        }),
      ),
    ).toEqual(['RESET_TOKEN_INVALID']);
    expect(
      smtp.mails
        .slice(resetSince)
        .some((mail) => mail.to === 'neu@example.org' && mail.subject.includes('Passwort')),
    ).toBe(false);
    // A reset asked for the old address just before the change (the account found by it, the link
    // not made yet) makes no link afterwards: the old mailbox gets nothing more.
    const lateLink = {
      tokenHash: 'x'.repeat(64),
      clientId: session.id,
      expiresAt: new Date(Date.now() + 60_000),
    };
    expect(await insertPasswordReset(server.database.db, { ...lateLink, email: 'alt@example.org' })).toBe(
      false,
    );
    expect(await insertPasswordReset(server.database.db, { ...lateLink, email: 'neu@example.org' })).toBe(
      true,
    );

    // The link works once.
    expect(errorCodes(await confirm(token))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect(errorCodes(await confirm('made-up'))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect(errorCodes(await confirm(' '))).toEqual(['MISSING_CREDENTIALS']);
    expect(JSON.stringify(server.logs)).not.toContain(token);
  });

  it('mails both in the language of the page that asked', async () => {
    const session = await account('old-en@example.org');
    const since = smtp.mails.length;
    await save(session, 'new-en@example.org', { language: 'en' });
    const link = await smtp.next('new-en@example.org', since);
    expect(link.subject).toBe('Please confirm your new e-mail address');
    const token = tokenIn(link, `${SITE}/en/confirmEmail?`);
    const notice = await smtp.next('old-en@example.org', since);
    expect(notice.subject).toBe('Change of your e-mail address requested');
    expect(notice.text).not.toContain('new-en@example.org');
    expect(linkIn(notice, `${SITE}/`).pathname).toBe('/en/resetPassword');
    expect((await confirm(token)).data?.confirmEmailChange).toBe('new-en@example.org');
  });

  it('takes an address that has an account like any other, mails it nothing, and never confirms it', async () => {
    const session = await account('first@example.org');
    await account('second@example.org');
    let since = smtp.mails.length;
    const taken = await save(session, 'SECOND@example.org');
    // Answered as for any address: nobody learns that it has an account.
    expect(taken.errors).toEqual([]);
    expect(taken.data?.saveClient).toMatchObject({
      email: 'first@example.org',
      pendingEmail: 'second@example.org',
    });
    await smtp.next('first@example.org', since);
    expect((await execute(server.graphqlUrl, RESEND, {}, session.token)).errors).toEqual([]);
    // A mail sent after these arrives after any mail they would have sent: the owner got none.
    await execute(server.graphqlUrl, REQUEST_RESET, { email: 'first@example.org' });
    await smtp.next('first@example.org', smtp.mails.length - 1);
    expect(smtp.mails.slice(since).some((m) => m.to === 'second@example.org')).toBe(false);

    // Only pending, an address is nobody's yet: someone else may register it before the link is
    // opened; the link then fails like any stale one.
    since = smtp.mails.length;
    await save(session, 'third@example.org');
    const token = tokenIn(await smtp.next('third@example.org', since));
    await account('third@example.org');
    expect(errorCodes(await confirm(token))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    // Nothing changed: the old address still logs in; the change waits to be cancelled.
    expect((await login('first@example.org')).data?.loginClient.client.pendingEmail).toBe(
      'third@example.org',
    );
    const cancelled = await execute(server.graphqlUrl, CANCEL, {}, session.token);
    expect(cancelled.data?.cancelEmailChange).toMatchObject({
      email: 'first@example.org',
      pendingEmail: null,
    });
  });

  it('answers a free and a taken address alike, as a new address and as a reset request', async () => {
    const session = await account('alike@example.org');
    await account('alike-taken@example.org');
    /** All a caller can tell two answers apart by, but for the values that differ anyway. */
    const shape = (answer: GqlResult<unknown>) => ({
      status: answer.status,
      headers: [...answer.headers.keys()].sort(),
      contentType: answer.headers.get('content-type'),
      cacheControl: answer.headers.get('cache-control'),
      errors: answer.errors,
      data: kinds(answer.data),
    });
    const free = await save(session, 'alike-free@example.org');
    const taken = await save(session, 'alike-taken@example.org');
    expect(free.errors).toEqual([]);
    expect(shape(taken)).toEqual(shape(free));
    // The same values too, but for the address asked for.
    expect(taken.data!.saveClient).toEqual({
      ...free.data!.saveClient,
      pendingEmail: 'alike-taken@example.org',
    });

    const nobody = await execute(server.graphqlUrl, REQUEST_RESET, { email: 'alike-nobody@example.org' });
    const somebody = await execute(server.graphqlUrl, REQUEST_RESET, { email: 'alike-taken@example.org' });
    expect(nobody.errors).toEqual([]);
    expect(shape(somebody)).toEqual(shape(nobody));
    expect(Object.keys(somebody.data!.requestPasswordReset)).toEqual(['id']);
  });

  it('asks for the current password before taking a new address, and counts wrong ones', async () => {
    const session = await account('guarded@example.org');
    const since = smtp.mails.length;
    const missing = await save(session, 'grab@example.org', { currentPassword: null });
    expect(errorCodes(missing)).toEqual(['NO_PASSWORD']);
    expect(missing.errors[0].extensions?.field).toBe('currentPassword');
    const wrong = await save(session, 'grab@example.org', { currentPassword: sha256('geraten') });
    expect(errorCodes(wrong)).toEqual(['CURRENT_PASSWORD_WRONG']);
    expect(wrong.errors[0].extensions?.field).toBe('currentPassword');
    expect(await me(session.token)).toMatchObject({ email: 'guarded@example.org', pendingEmail: null });
    // Other fields save without it.
    expect(
      (await save(session, 'guarded@example.org', { currentPassword: null, phoneNumber: '+49 30 123456' }))
        .errors,
    ).toEqual([]);
    expect((await save(session, 'grab@example.org')).errors).toEqual([]);
    await smtp.next('grab@example.org', since);
  });

  it('logs out one session, or every one, and a logout ends open links too', async () => {
    const email = 'twice@example.org';
    const first = await account(email);
    const second = (await login(email)).data!.loginClient;
    // A reset link and a waiting change, open when this device logs out...
    let since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email });
    const earlierReset = linkIn(await smtp.next(email, since), `${SITE}/resetPassword?`).searchParams.get(
      'token',
    )!;
    since = smtp.mails.length;
    await save({ id: first.id, token: first.token }, 'twice-early@example.org');
    const earlierChange = tokenIn(await smtp.next('twice-early@example.org', since));
    await smtp.next(email, since);
    // Logged out here: this token is refused, the other session goes on.
    expect((await execute(server.graphqlUrl, LOGOUT, {}, first.token)).data).toEqual({ logoutClient: true });
    expect(errorCodes(await execute(server.graphqlUrl, ME, {}, first.token))).toEqual(['UNAUTHENTICATED']);
    expect(await me(second.token)).toMatchObject({ email, pendingEmail: null });
    // ...end with it.
    expect(errorCodes(await confirm(earlierChange))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect(
      errorCodes(
        await execute(server.graphqlUrl, RESET, {
          email,
          resetToken: earlierReset,
          newPassword: sha256('neu'),
        }),
      ),
    ).toEqual(['RESET_TOKEN_INVALID']);
    // And so they do with a logout on every device.
    since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email });
    const resetToken = linkIn(await smtp.next(email, since), `${SITE}/resetPassword?`).searchParams.get(
      'token',
    )!;
    since = smtp.mails.length;
    await save({ id: first.id, token: second.token }, 'twice-new@example.org');
    const changeToken = tokenIn(await smtp.next('twice-new@example.org', since));
    const third = (await login(email)).data!.loginClient;
    expect((await execute(server.graphqlUrl, LOGOUT, { everywhere: true }, third.token)).errors).toEqual([]);
    for (const token of [second.token, third.token])
      expect(errorCodes(await execute(server.graphqlUrl, ME, {}, token))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await confirm(changeToken))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect(
      errorCodes(await execute(server.graphqlUrl, RESET, { email, resetToken, newPassword: sha256('neu') })),
    ).toEqual(['RESET_TOKEN_INVALID']);
    // A new login works as ever; logging out needs a session.
    expect((await login(email)).errors).toEqual([]);
    expect(errorCodes(await execute(server.graphqlUrl, LOGOUT, {}))).toEqual(['NOT_AUTHORIZED']);
  });

  it('sends a fresh link that replaces the earlier one, and lets links expire after an hour', async () => {
    const session = await account('resend@example.org');
    let since = smtp.mails.length;
    await save(session, 'resend-new@example.org');
    const first = tokenIn(await smtp.next('resend-new@example.org', since));
    // The notice to the old address goes after the answer too; it must not count below.
    await smtp.next('resend@example.org', since);

    since = smtp.mails.length;
    const resent = await execute(server.graphqlUrl, RESEND, { language: 'en' }, session.token);
    expect(resent.data?.resendEmailChange).toMatchObject({
      email: 'resend@example.org',
      pendingEmail: 'resend-new@example.org',
    });
    const mail = await smtp.next('resend-new@example.org', since);
    expect(mail.subject).toBe('Please confirm your new e-mail address');
    const second = tokenIn(mail, `${SITE}/en/confirmEmail?`);
    // A link sent again is no new request: the old address is not told twice.
    expect(smtp.mails.slice(since).map((m) => m.to)).toEqual(['resend-new@example.org']);
    expect(errorCodes(await confirm(first))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);

    const start = now;
    try {
      now = new Date(start.getTime() + 61 * 60 * 1000);
      expect(errorCodes(await confirm(second))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
      // The change itself outlives its link: a fresh one still makes it.
      expect((await me(session.token)).pendingEmail).toBe('resend-new@example.org');
      since = smtp.mails.length;
      await execute(server.graphqlUrl, RESEND, {}, session.token);
      const third = tokenIn(await smtp.next('resend-new@example.org', since));
      expect((await confirm(third)).data?.confirmEmailChange).toBe('resend-new@example.org');
    } finally {
      now = start;
    }
  });

  it('drops the change when it is cancelled or a new password is set', async () => {
    const session = await account('careful@example.org');
    let since = smtp.mails.length;
    await save(session, 'typo@exmaple.org');
    const cancelledToken = tokenIn(await smtp.next('typo@exmaple.org', since));
    await smtp.next('careful@example.org', since);
    await execute(server.graphqlUrl, CANCEL, {}, session.token);
    expect(await me(session.token)).toMatchObject({ email: 'careful@example.org', pendingEmail: null });
    expect(errorCodes(await confirm(cancelledToken))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect(errorCodes(await execute(server.graphqlUrl, RESEND, {}, session.token))).toEqual([
      'VALIDATION_FAILED',
    ]);

    // Someone with the session asks for their own address; the owner answers the notice with a reset.
    since = smtp.mails.length;
    await save(session, 'intruder@example.org');
    const intruderToken = tokenIn(await smtp.next('intruder@example.org', since));
    await smtp.next('careful@example.org', since);
    since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email: 'careful@example.org' });
    const resetToken = linkIn(
      await smtp.next('careful@example.org', since),
      `${SITE}/resetPassword?`,
    ).searchParams.get('token')!;
    const reset = await execute(server.graphqlUrl, RESET, {
      email: 'careful@example.org',
      resetToken,
      newPassword: sha256('neues-passwort'),
    });
    expect(reset.errors).toEqual([]);
    expect(errorCodes(await confirm(intruderToken))).toEqual(['EMAIL_CHANGE_TOKEN_INVALID']);
    expect((await login('careful@example.org', 'neues-passwort')).data?.loginClient.client).toMatchObject({
      email: 'careful@example.org',
      pendingEmail: null,
    });
  });

  it('leaves a waiting change alone when the profile is saved with the address in effect', async () => {
    const session = await account('steady@example.org');
    const since = smtp.mails.length;
    await save(session, 'steady-new@example.org');
    await smtp.next('steady@example.org', since);
    const after = smtp.mails.length;
    const other = await save(session, 'steady@example.org', { phoneNumber: '+49 30 123456' });
    expect(other.data?.saveClient).toMatchObject({
      email: 'steady@example.org',
      pendingEmail: 'steady-new@example.org',
      phoneNumber: '+49 30 123456',
    });
    // The pending address sent again is no new request either.
    const again = await save(session, 'steady-new@example.org');
    expect(again.data?.saveClient.pendingEmail).toBe('steady-new@example.org');
    // A mail sent after these saves arrives after any mail they would have sent: only it is new.
    await account('steady-marker@example.org');
    const marked = smtp.mails.length;
    expect(
      (await execute(server.graphqlUrl, REQUEST_RESET, { email: 'steady-marker@example.org' })).errors,
    ).toEqual([]);
    await smtp.next('steady-marker@example.org', marked);
    expect(smtp.mails.slice(after).map((mail) => mail.to)).not.toContain('steady-new@example.org');
    expect(smtp.mails.slice(after).filter((mail) => mail.to.startsWith('steady@'))).toEqual([]);
  });

  it('shows a pending address to its owner only', async () => {
    const session = await account('private@example.org');
    await save(session, 'private-new@example.org');
    const admin = await sessionFor(server, 'admin-view@example.org', 'ADMIN', now);
    const seen = await execute(server.graphqlUrl, CLIENTS, { search: 'private' }, admin.token);
    expect(seen.data?.clients).toEqual([{ email: 'private@example.org', pendingEmail: null }]);
  });
});

describe('e-mail change limits', () => {
  let server: TestServer;
  let smtp: MailCapture;
  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('counts changes and links sent again like reset mails: five an hour per account', async () => {
    const session = await sessionFor(server, 'busy@example.org', 'BREEDER');
    const change = (n: number) =>
      execute(
        server.graphqlUrl,
        SAVE,
        { id: session.id, email: `busy-${n}@example.org`, currentPassword: sha256('pw') },
        session.token,
      );
    for (let n = 0; n < 4; n++) expect((await change(n)).errors).toEqual([]);
    expect((await execute(server.graphqlUrl, RESEND, {}, session.token)).errors).toEqual([]);
    expect(errorCodes(await change(5))).toEqual(['RATE_LIMITED']);
    expect(errorCodes(await execute(server.graphqlUrl, RESEND, {}, session.token))).toEqual(['RATE_LIMITED']);
    // Other fields still save; only the mails are limited.
    const plain = await execute(
      server.graphqlUrl,
      SAVE,
      { id: session.id, email: 'busy@example.org' },
      session.token,
    );
    expect(plain.errors).toEqual([]);
  });
});
