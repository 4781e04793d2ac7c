import { changePasswordHash } from '@api/db/clients.ts';
import { clients } from '@api/db/schema.ts';
import { graphql } from '@tests/gql';
import type { Language } from '@tests/gql/graphql.ts';
import { sessionFor, sha256Hex as sha256 } from '@tests/support/apiAccounts.ts';
import { linkIn, type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a person does for their own account without an admin: have the verification mail sent
// again (answered alike for every address), and change the password while logged in (the other
// devices are logged out, this one goes on).

const PASSWORD = 'geheim123';
const SITE = 'https://tauben.example';

const REGISTER =
  graphql(`mutation AccountSelfServiceRegister($email: String!, $pwdHash: String!, $language: Language!) {
  registerClient(email: $email, firstName: "Erika", lastName: "Muster", pwdHash: $pwdHash, language: $language) { token }
}`);
const VERIFY = graphql(`mutation Verify($code: String!) { verifyClient(verificationCode: $code) }`);
const RESEND = graphql(
  `mutation AccountSelfServiceResend($email: String!, $language: Language!) { resendVerification(email: $email, language: $language) }`,
);
const LOGIN = graphql(`query AccountSelfServiceLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }
}`);
const ME = graphql(`query AccountSelfServiceMe { getClientByJWT { id email pendingEmail } }`);
const CHANGE =
  graphql(`mutation Change($currentPassword: String!, $newPassword: String!, $language: Language) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {
    client { id email pendingEmail } token
  }
}`);
const SAVE = graphql(`mutation AccountSelfServiceSave($id: Int!, $email: String!, $currentPassword: String) {
  saveClient(id: $id, email: $email, firstName: "Erika", lastName: "Muster", emailPublic: false, currentPassword: $currentPassword) { pendingEmail }
}`);
const CONFIRM = graphql(`mutation Confirm($token: String!) { confirmEmailChange(token: $token) }`);
const REQUEST_RESET = graphql(
  `mutation AccountSelfServiceRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }`,
);
const RESET = graphql(`mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {
  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }
}`);

const database = apiTestDatabase();

describe(`account self-service on ${database}`, () => {
  let server: TestServer;
  let smtp: MailCapture;

  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({ database, env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const login = (email: string, password = PASSWORD) =>
    execute(server.graphqlUrl, LOGIN, { email, password: sha256(password) });
  const me = (token: string) => execute(server.graphqlUrl, ME, {}, token);
  const resend = (email: string, language: Language = 'de') =>
    execute(server.graphqlUrl, RESEND, { email, language });
  const change = (token: string, current: string, next: string, language?: Language) =>
    execute(
      server.graphqlUrl,
      CHANGE,
      { currentPassword: current === '' ? '' : sha256(current), newPassword: sha256(next), language },
      token,
    );
  const codeIn = (mail: Parameters<typeof linkIn>[0], prefix = `${SITE}/verify?`) =>
    linkIn(mail, prefix).searchParams.get('code')!;
  const row = async (email: string) =>
    (await server.database.db.select().from(clients).where(eq(clients.email, email)))[0];

  /** Registers through the API and returns the code of the mailed link (not opened yet). */
  async function register(email: string, language: Language = 'de') {
    const since = smtp.mails.length;
    const registered = await execute(server.graphqlUrl, REGISTER, {
      email,
      pwdHash: sha256(PASSWORD),
      language,
    });
    expect(registered.errors).toEqual([]);
    return codeIn(await smtp.next(email, since), language === 'en' ? `${SITE}/en/verify?` : undefined);
  }

  /** Registers, opens the verification link and logs in. */
  async function account(email: string) {
    const code = await register(email);
    expect((await execute(server.graphqlUrl, VERIFY, { code })).errors).toEqual([]);
    const loggedIn = await login(email);
    return { id: loggedIn.data!.loginClient.client.id, token: loggedIn.data!.loginClient.token };
  }

  describe('sending the verification mail again', () => {
    it('mails an unconfirmed account a fresh link, in the language asked for, that replaces the earlier one', async () => {
      const first = await register('spaet@example.org');
      const since = smtp.mails.length;
      const answer = await resend(' Spaet@Example.org ', 'en');
      expect(answer.errors).toEqual([]);
      expect(answer.data).toEqual({ resendVerification: true });
      const mail = await smtp.next('spaet@example.org', since);
      expect(mail.subject).toBe('Please confirm your e-mail address');
      expect(mail.text.split('\n')[0]).toBe('Dear Erika Muster,');
      const second = codeIn(mail, `${SITE}/en/verify?`);
      expect(second).not.toBe(first);

      // Only the newest link confirms: the earlier one is unknown now.
      expect(errorCodes(await execute(server.graphqlUrl, VERIFY, { code: first }))).toEqual([
        'CLIENT_NOT_FOUND',
      ]);
      expect(errorCodes(await login('spaet@example.org'))).toEqual(['CLIENT_NOT_VERIFIED']);
      expect((await execute(server.graphqlUrl, VERIFY, { code: second })).data).toEqual({
        verifyClient: true,
      });
      expect((await login('spaet@example.org')).errors).toEqual([]);
      expect(JSON.stringify(server.logs)).not.toContain(second);
    });

    it('answers a confirmed address and an unknown one alike, and mails them nothing', async () => {
      await account('bestaetigt@example.org');
      const before = await row('bestaetigt@example.org');
      const since = smtp.mails.length;
      const confirmed = await resend('bestaetigt@example.org');
      const unknown = await resend('niemand@example.org');
      expect(confirmed.errors).toEqual([]);
      expect(unknown.errors).toEqual([]);
      expect(unknown.status).toBe(confirmed.status);
      expect(unknown.data).toEqual(confirmed.data);
      expect(confirmed.data).toEqual({ resendVerification: true });

      // A mail asked for after these arrives after any mail they would have sent, and after what
      // they would have written (both happen after the answer): only it is new.
      const marker = await register('marker@example.org');
      expect(marker).toBeTruthy();
      const recipients = smtp.mails.slice(since).map((mail) => mail.to);
      expect(recipients).toEqual(['marker@example.org']);
      // Nothing was written: the confirmed account keeps its (used) code, so its link still says
      // "already confirmed".
      expect((await row('bestaetigt@example.org')).verificationCodeHash).toBe(before.verificationCodeHash);
      expect(await row('niemand@example.org')).toBeUndefined();
    });

    it('refuses a malformed address, naming the field', async () => {
      const answer = await resend('nicht-gueltig');
      expect(answer.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    });
  });

  describe('changing the password while logged in', () => {
    it('takes the new password, ends every other session, and this device goes on with a fresh token', async () => {
      const email = 'wechsel@example.org';
      const here = await account(email);
      const elsewhere = (await login(email)).data!.loginClient;
      // A reset link and a change of address are open when the password changes.
      let since = smtp.mails.length;
      await execute(server.graphqlUrl, REQUEST_RESET, { email });
      const resetToken = linkIn(await smtp.next(email, since), `${SITE}/resetPassword?`).searchParams.get(
        'token',
      )!;
      since = smtp.mails.length;
      await execute(
        server.graphqlUrl,
        SAVE,
        { id: here.id, email: 'wechsel-neu@example.org', currentPassword: sha256(PASSWORD) },
        here.token,
      );
      const changeToken = linkIn(
        await smtp.next('wechsel-neu@example.org', since),
        `${SITE}/confirmEmail?`,
      ).searchParams.get('token')!;
      // The notice to the old address, sent after the answer as well.
      await smtp.next(email, since);

      since = smtp.mails.length;
      const changed = await change(here.token, PASSWORD, 'neues-passwort');
      expect(changed.errors).toEqual([]);
      expect(changed.data!.changePassword.client).toEqual({ id: here.id, email, pendingEmail: null });
      const fresh = changed.data!.changePassword.token;
      expect(fresh).not.toBe(here.token);

      // This device goes on with the fresh token; every token from before is refused.
      expect((await me(fresh)).data?.getClientByJWT).toMatchObject({ id: here.id, email });
      for (const token of [here.token, elsewhere.token])
        expect(errorCodes(await me(token))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await login(email))).toEqual(['LOGIN_FAILED']);
      expect((await login(email, 'neues-passwort')).data?.loginClient.client.id).toBe(here.id);
      const stored = await row(email);
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.passwordHash).not.toContain(sha256('neues-passwort'));

      // The open links are spent.
      const reset = await execute(server.graphqlUrl, RESET, {
        email,
        resetToken,
        newPassword: sha256('von-fremden'),
      });
      expect(errorCodes(reset)).toEqual(['RESET_TOKEN_INVALID']);
      expect(errorCodes(await execute(server.graphqlUrl, CONFIRM, { token: changeToken }))).toEqual([
        'EMAIL_CHANGE_TOKEN_INVALID',
      ]);

      // The address is told, with the way back for an owner who did not do it.
      const notice = await smtp.next(email, since);
      expect(notice.subject).toBe('Ihr Passwort wurde geändert');
      expect(notice.text).toContain('Jedes andere Gerät, auf dem Sie eingeloggt waren, ist ausgeloggt.');
      expect(linkIn(notice, `${SITE}/`).pathname).toBe('/resetPassword');
      const logs = JSON.stringify(server.logs);
      for (const secret of [sha256('neues-passwort'), sha256(PASSWORD), fresh])
        expect(logs).not.toContain(secret);
    });

    it('tells the address in the language of the page that asked', async () => {
      const email = 'english@example.org';
      const session = await account(email);
      const since = smtp.mails.length;
      expect((await change(session.token, PASSWORD, 'new-password', 'en')).errors).toEqual([]);
      const notice = await smtp.next(email, since);
      expect(notice.subject).toBe('Your password was changed');
      expect(linkIn(notice, `${SITE}/`).pathname).toBe('/en/resetPassword');
    });

    it('refuses a wrong current password, changes nothing, and counts it like a failed login', async () => {
      const email = 'vorsicht@example.org';
      const session = await account(email);
      const wrong = await change(session.token, 'geraten', 'uebernommen');
      expect(errorCodes(wrong)).toEqual(['CURRENT_PASSWORD_WRONG']);
      expect(wrong.errors[0].extensions?.field).toBe('currentPassword');
      // Nothing changed: the password and the session are as before.
      expect((await me(session.token)).errors).toEqual([]);
      expect(errorCodes(await login(email, 'uebernommen'))).toEqual(['LOGIN_FAILED']);

      const missing = await change(session.token, '', 'uebernommen');
      expect(errorCodes(missing)).toEqual(['NO_PASSWORD']);
      expect(missing.errors[0].extensions?.field).toBe('currentPassword');
      const plain = await execute(
        server.graphqlUrl,
        CHANGE,
        { currentPassword: sha256(PASSWORD), newPassword: 'hunter22' },
        session.token,
      );
      expect(plain.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });
      const empty = await execute(
        server.graphqlUrl,
        CHANGE,
        { currentPassword: sha256(PASSWORD), newPassword: '' },
        session.token,
      );
      expect(empty.errors[0]?.extensions).toMatchObject({ code: 'NO_PASSWORD', field: 'newPassword' });

      // Two failures so far (one changePassword, one login): eight more wrong ones fill the login
      // limit of this address, from this client address.
      for (let i = 0; i < 8; i++)
        expect(errorCodes(await change(session.token, `geraten-${i}`, 'uebernommen'))).toEqual([
          'CURRENT_PASSWORD_WRONG',
        ]);
      expect(errorCodes(await change(session.token, PASSWORD, 'uebernommen'))).toEqual(['RATE_LIMITED']);
      expect(errorCodes(await login(email))).toEqual(['RATE_LIMITED']);
      expect((await me(session.token)).errors).toEqual([]);
    });

    it('needs a session that is still valid, whatever the role', async () => {
      expect(errorCodes(await change('', PASSWORD, 'neu-neu-neu'))).toEqual(['NOT_AUTHORIZED']);
      expect(errorCodes(await change('not-a-token', PASSWORD, 'neu-neu-neu'))).toEqual(['UNAUTHENTICATED']);
      // A registration's token before the address is confirmed is no session yet.
      const unconfirmed = await execute(server.graphqlUrl, REGISTER, {
        email: 'unbestaetigt@example.org',
        pwdHash: sha256(PASSWORD),
        language: 'de',
      });
      expect(
        errorCodes(await change(unconfirmed.data!.registerClient.token, PASSWORD, 'neu-neu-neu')),
      ).toEqual(['CLIENT_NOT_VERIFIED']);
      for (const role of ['JUDGE', 'ADMIN', 'SUPERADMIN'] as const) {
        const email = `rolle-${role.toLowerCase()}@example.org`;
        const session = await sessionFor(server, email, role);
        const changed = await change(session.token, 'pw', 'neu-neu-neu');
        expect(changed.errors, role).toEqual([]);
        expect(changed.data?.changePassword.client.id).toBe(session.id);
        expect((await login(email, 'neu-neu-neu')).errors).toEqual([]);
      }
    });

    it('loses to whatever ended the session between the check and the write', async () => {
      const email = 'knapp@example.org';
      const session = await account(email);
      const checked = await row(email);
      // A reset (or a logout everywhere) lands in between: the session version moved on.
      await server.database.db
        .update(clients)
        .set({ sessionVersion: checked.sessionVersion + 1 })
        .where(eq(clients.id, session.id));
      const written = await changePasswordHash(server.database.db, {
        clientId: session.id,
        sessionVersion: checked.sessionVersion,
        passwordHash: 'never-stored',
        now: new Date(),
      });
      expect(written).toBeUndefined();
      expect((await row(email)).passwordHash).toBe(checked.passwordHash);
    });
  });
});

describe('verification mail limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('counts every request like reset mails: five an hour per address, whether it has an account or not', async () => {
    const ask = (email: string) =>
      execute(server.graphqlUrl, RESEND, { email, language: 'de' }).then((answer) => errorCodes(answer));
    await execute(server.graphqlUrl, REGISTER, {
      email: 'flut@example.org',
      pwdHash: sha256(PASSWORD),
      language: 'de',
    });
    for (const email of ['flut@example.org', 'leer@example.org']) {
      for (let i = 0; i < 5; i++) expect(await ask(email)).toEqual([]);
      expect(await ask(email)).toEqual(['RATE_LIMITED']);
    }
    // Another address from the same place is still fine.
    expect(await ask('anders@example.org')).toEqual([]);
  });
});
