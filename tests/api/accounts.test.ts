import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clients, rateLimitHits } from '@api/db/schema.ts';
import { graphql } from '@tests/gql';
import type { Language } from '@tests/gql/graphql.ts';
import { linkIn, type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import {
  apiTestDatabase,
  createTestStorage,
  errorCodes,
  execute,
  startTestServer,
  type TestServer,
} from '@tests/support/server.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sha256 = (password: string) => createHash('sha256').update(password).digest('hex');

const REGISTER =
  graphql(`mutation AccountsRegister($email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!) {
  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language) {
    client { id firstName lastName email } token
  }
}`);
const VERIFY = graphql(`mutation Verify($code: String!) { verifyClient(verificationCode: $code) }`);
const LOGIN = graphql(`query AccountsLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) {
    client { id firstName lastName email role phoneNumber website emailPublic } token
  }
}`);
const ME = graphql(
  `query Me { getClientByJWT { id firstName lastName email role phoneNumber website emailPublic } }`,
);
const SAVE =
  graphql(`mutation AccountsSave($id: Int!, $email: String!, $firstName: String!, $lastName: String!, $website: String, $emailPublic: Boolean!, $phoneNumber: String) {
  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, website: $website, emailPublic: $emailPublic, phoneNumber: $phoneNumber) {
    id firstName lastName email role phoneNumber website emailPublic
  }
}`);
const REQUEST_RESET = graphql(
  `mutation AccountsRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }`,
);
const RESET = graphql(`mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {
  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }
}`);

const database = apiTestDatabase();

describe(`accounts on ${database}`, () => {
  let server: TestServer;
  let smtp: MailCapture;
  let now = new Date('2026-06-01T12:00:00.000Z');

  beforeAll(async () => {
    smtp = await startMailCapture();
    server = await startTestServer({
      database,
      now: () => now,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tauben.example' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const register = (email: string, password = 'geheim123', language: Language = 'de') =>
    execute(server.graphqlUrl, REGISTER, {
      email,
      firstName: 'Erika',
      lastName: 'Muster',
      pwdHash: sha256(password),
      language,
    });
  const login = (email: string, password = 'geheim123') =>
    execute(server.graphqlUrl, LOGIN, { email, password: sha256(password) });

  async function registerAndVerify(email: string, password = 'geheim123') {
    const since = smtp.mails.length;
    const registered = await register(email, password);
    expect(registered.errors).toEqual([]);
    const code = linkIn(await smtp.next(email, since), 'https://tauben.example/verify?').searchParams.get(
      'code',
    )!;
    expect((await execute(server.graphqlUrl, VERIFY, { code })).errors).toEqual([]);
    const loggedIn = await login(email, password);
    return { id: loggedIn.data!.loginClient.client.id, token: loggedIn.data!.loginClient.token };
  }

  it('greets a registrant by name without echoing a sentence or a link someone typed as one', async () => {
    const since = smtp.mails.length;
    const result = await execute(server.graphqlUrl, REGISTER, {
      email: 'phish-target@example.org',
      firstName: 'Ihr Konto ist gesperrt: https://evil.example/login?x=1 ',
      lastName: 'Müller-Lüdenscheidt',
      pwdHash: sha256('geheim123'),
      language: 'de',
    });
    expect(result.errors).toEqual([]);
    const mail = await smtp.next('phish-target@example.org', since);
    const greeting = mail.text.split('\n')[0];
    // At most 60 characters of letters, spaces, apostrophes and hyphens.
    expect(greeting).toBe('Guten Tag Ihr Konto ist gesperrt https evil example login x Müller-Lüd,');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('https://evil');
    }
  });

  it('registers, mails a German verification link, and refuses login until verified', async () => {
    const since = smtp.mails.length;
    const result = await register('Erika@Example.org');
    expect(result.errors).toEqual([]);
    expect(result.data!.registerClient.client).toMatchObject({
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.org',
    });
    expect(result.data!.registerClient.token).toMatch(/^ey/);

    const mail = await smtp.next('erika@example.org', since);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.html).toContain('https://tauben.example/verify?code=');
    const code = linkIn(mail, 'https://tauben.example/verify?').searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(22);

    expect(errorCodes(await login('erika@example.org'))).toEqual(['CLIENT_NOT_VERIFIED']);
    // The registration token waits for the verification rather than logging an unverified user in.
    expect(errorCodes(await execute(server.graphqlUrl, ME, {}, result.data!.registerClient.token))).toEqual([
      'CLIENT_NOT_VERIFIED',
    ]);

    const verified = await execute(server.graphqlUrl, VERIFY, { code });
    expect(verified.data?.verifyClient).toBe(true);
    expect(errorCodes(await execute(server.graphqlUrl, VERIFY, { code }))).toEqual([
      'CLIENT_ALREADY_VERIFIED',
    ]);
    expect(errorCodes(await execute(server.graphqlUrl, VERIFY, { code: 'nonsense' }))).toEqual([
      'CLIENT_NOT_FOUND',
    ]);

    const loggedIn = await login('erika@example.org');
    expect(loggedIn.data!.loginClient.client).toMatchObject({
      email: 'erika@example.org',
      role: 'BREEDER',
      emailPublic: false,
    });
    const me = await execute(server.graphqlUrl, ME, {}, loggedIn.data!.loginClient.token);
    expect(me.data?.getClientByJWT.email).toBe('erika@example.org');
    // Now verified, the token from the registration is a session as well.
    const viaRegistrationToken = await execute(server.graphqlUrl, ME, {}, result.data!.registerClient.token);
    expect(viaRegistrationToken.errors).toEqual([]);
  });

  it('mails the English link for an English registration', async () => {
    const since = smtp.mails.length;
    await register('john@example.org', 'secret123', 'en');
    const mail = await smtp.next('john@example.org', since);
    expect(mail.subject).toBe('Please confirm your e-mail address');
    expect(linkIn(mail, 'https://tauben.example/en/verify?').searchParams.get('code')).toBeTruthy();
  });

  it('stores an argon2id hash, never the value the browser sent', async () => {
    await registerAndVerify('hash@example.org', 'pw-for-hash');
    const [row] = await server.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'hash@example.org'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(sha256('pw-for-hash'));
    expect(row.verificationCodeHash).not.toBeNull();
  });

  it('refuses a second account for the same e-mail in any case, writing nothing', async () => {
    await register('twice@example.org');
    const before = await server.database.db.select().from(clients);
    const again = await register('TWICE@example.org');
    expect(errorCodes(again)).toEqual(['CLIENT_ALREADY_EXISTS']);
    expect(again.errors[0].extensions?.field).toBe('email');
    expect(await server.database.db.select().from(clients)).toHaveLength(before.length);
  });

  it('refuses a second address in the e-mail field, writing and mailing nothing', async () => {
    await register('erika@example.org');
    const since = smtp.mails.length;
    const accounts = await server.database.db.select().from(clients);
    const counted = await server.database.db.select().from(rateLimitHits);
    // Once taken, the mail would have gone to a stranger too, and the address had a second account.
    for (const email of ['erika@example.org,a.b', 'Erika <erika@example.org>', '"erika,a"@example.org']) {
      const refused = await register(email);
      expect(refused.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    }
    expect(await server.database.db.select().from(clients)).toEqual(accounts);
    expect(await server.database.db.select().from(rateLimitHits)).toEqual(counted);
    // A mail sent after the refusals arrives after any they would have sent: they sent none.
    await register('after@example.org');
    await smtp.next('after@example.org', since);
    expect(smtp.mails.slice(since).map((mail) => mail.to)).toEqual(['after@example.org']);
  });

  it('names the field of bad registration input', async () => {
    const badEmail = await register('not-an-email');
    expect(errorCodes(badEmail)).toEqual(['VALIDATION_FAILED']);
    expect(badEmail.errors[0].extensions?.field).toBe('email');
    const plain = await execute(server.graphqlUrl, REGISTER, {
      email: 'plain@example.org',
      firstName: 'A',
      lastName: 'B',
      pwdHash: 'hunter2',
      language: 'de',
    });
    expect(plain.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'pwdHash' });
    const empty = await execute(server.graphqlUrl, REGISTER, {
      email: 'empty@example.org',
      firstName: 'A',
      lastName: 'B',
      pwdHash: '',
      language: 'de',
    });
    expect(errorCodes(empty)).toEqual(['NO_PASSWORD']);
    const noName = await execute(server.graphqlUrl, REGISTER, {
      email: 'noname@example.org',
      firstName: ' ',
      lastName: 'B',
      pwdHash: sha256('x'),
      language: 'de',
    });
    expect(noName.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'firstName' });
  });

  it('answers each kind of failed login with its code', async () => {
    await registerAndVerify('login@example.org');
    expect(errorCodes(await login('login@example.org', 'wrong'))).toEqual(['LOGIN_FAILED']);
    expect(errorCodes(await login('nobody@example.org'))).toEqual(['LOGIN_FAILED']);
    expect(errorCodes(await execute(server.graphqlUrl, LOGIN, { email: '', password: sha256('x') }))).toEqual(
      ['MISSING_CREDENTIALS'],
    );
    expect(
      errorCodes(await execute(server.graphqlUrl, LOGIN, { email: 'login@example.org', password: '' })),
    ).toEqual(['NO_PASSWORD']);
    expect((await login(' LOGIN@example.org ')).data?.loginClient.client.email).toBe('login@example.org');
  });

  it('saves the own profile and nobody else’s', async () => {
    const me = await registerAndVerify('profile@example.org');
    const other = await registerAndVerify('other@example.org');
    const fields = {
      email: 'profile@example.org',
      firstName: 'Paula',
      lastName: 'Profil',
      website: 'tauben-profil.de',
      emailPublic: true,
      phoneNumber: '+49 30 123456',
    };
    const saved = await execute(server.graphqlUrl, SAVE, { id: me.id, ...fields }, me.token);
    expect(saved.data?.saveClient).toMatchObject({
      firstName: 'Paula',
      website: 'https://tauben-profil.de/',
      emailPublic: true,
      phoneNumber: '+49 30 123456',
      role: 'BREEDER',
    });

    expect(errorCodes(await execute(server.graphqlUrl, SAVE, { id: other.id, ...fields }, me.token))).toEqual(
      ['NOT_AUTHORIZED'],
    );
    expect(errorCodes(await execute(server.graphqlUrl, SAVE, { id: me.id, ...fields }))).toEqual([
      'NOT_AUTHORIZED',
    ]);
    // A new address asks for the current password (tests/api/emailChange.test.ts has the rest).
    const withoutPassword = await execute(
      server.graphqlUrl,
      SAVE,
      { id: me.id, ...fields, email: 'other@example.org' },
      me.token,
    );
    expect(errorCodes(withoutPassword)).toEqual(['NO_PASSWORD']);
    const badSite = await execute(
      server.graphqlUrl,
      SAVE,
      { id: me.id, ...fields, website: 'not a site' },
      me.token,
    );
    expect(badSite.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'website' });
    const badPhone = await execute(
      server.graphqlUrl,
      SAVE,
      { id: me.id, ...fields, phoneNumber: 'call me' },
      me.token,
    );
    expect(badPhone.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'phoneNumber' });
    // A phone number: digits, spaces and + / - ( ) only, with 4 or more digits.
    for (const phoneNumber of ['----', '(  ) /', '12', '0561.123456', '0561 123456 ext', '49+561']) {
      const refused = await execute(server.graphqlUrl, SAVE, { id: me.id, ...fields, phoneNumber }, me.token);
      expect(refused.errors[0]?.extensions, phoneNumber).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'phoneNumber',
      });
    }
    // Nothing of the refused saves was written.
    const current = await execute(server.graphqlUrl, ME, {}, me.token);
    expect(current.data?.getClientByJWT).toMatchObject({
      email: 'profile@example.org',
      website: 'https://tauben-profil.de/',
    });
  });

  it('resets a password from the mailed link, ending every earlier session', async () => {
    const before = await registerAndVerify('reset@example.org', 'old-password');
    const since = smtp.mails.length;
    // Asked for an address without an account, it answers alike: nobody learns which have one.
    const ghost = await execute(server.graphqlUrl, REQUEST_RESET, {
      email: 'ghost@example.org',
      language: 'de',
    });
    expect(ghost.errors).toEqual([]);

    const requested = await execute(server.graphqlUrl, REQUEST_RESET, {
      email: 'reset@example.org',
      language: 'en',
    });
    // An id of the request, never the account's.
    expect(requested.data?.requestPasswordReset.id).toBeGreaterThan(0);
    expect(requested.data?.requestPasswordReset.id).not.toBe(before.id);
    // The mails go out after the answers, in the order asked: once the second is there, the first
    // would be too.
    const mail = await smtp.next('reset@example.org', since);
    expect(smtp.mails.slice(since).map((mail) => mail.to)).not.toContain('ghost@example.org');
    expect(mail.subject).toBe('Reset your password');
    const link = linkIn(mail, 'https://tauben.example/en/resetPassword?');
    expect(link.searchParams.get('email')).toBe('reset@example.org');
    const resetToken = link.searchParams.get('token')!;

    const wrong = await execute(server.graphqlUrl, RESET, {
      email: 'reset@example.org',
      resetToken: 'guess',
      newPassword: sha256('new-password'),
    });
    expect(errorCodes(wrong)).toEqual(['RESET_TOKEN_INVALID']);
    // An address without an account fails the same way.
    const unknown = await execute(server.graphqlUrl, RESET, {
      email: 'ghost@example.org',
      resetToken,
      newPassword: sha256('new-password'),
    });
    expect(errorCodes(unknown)).toEqual(['RESET_TOKEN_INVALID']);
    const done = await execute(server.graphqlUrl, RESET, {
      email: 'reset@example.org',
      resetToken,
      newPassword: sha256('new-password'),
    });
    expect(done.data?.resetPassword.id).toBe(before.id);
    expect(unknown.errors[0].message).toBe(wrong.errors[0].message);

    expect(errorCodes(await execute(server.graphqlUrl, ME, {}, before.token))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await login('reset@example.org', 'old-password'))).toEqual(['LOGIN_FAILED']);
    expect((await login('reset@example.org', 'new-password')).errors).toEqual([]);
    const reused = await execute(server.graphqlUrl, RESET, {
      email: 'reset@example.org',
      resetToken,
      newPassword: sha256('third'),
    });
    expect(errorCodes(reused)).toEqual(['RESET_TOKEN_INVALID']);
  });

  it('lets a reset link expire after one hour', async () => {
    await registerAndVerify('late@example.org');
    const since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email: 'late@example.org', language: 'de' });
    const resetToken = linkIn(
      await smtp.next('late@example.org', since),
      'https://tauben.example/resetPassword?',
    ).searchParams.get('token')!;
    const start = now;
    now = new Date(start.getTime() + 61 * 60 * 1000);
    try {
      const late = await execute(server.graphqlUrl, RESET, {
        email: 'late@example.org',
        resetToken,
        newPassword: sha256('too-late'),
      });
      expect(errorCodes(late)).toEqual(['RESET_TOKEN_INVALID']);
    } finally {
      now = start;
    }
  });

  it('never logs a password, hash, token or code', async () => {
    const since = smtp.mails.length;
    const registered = await register('secret-log@example.org', 'log-password');
    const code = linkIn(
      await smtp.next('secret-log@example.org', since),
      'https://tauben.example/verify?',
    ).searchParams.get('code')!;
    await execute(server.graphqlUrl, VERIFY, { code });
    const loggedIn = await login('secret-log@example.org', 'log-password');
    const logs = JSON.stringify(server.logs);
    for (const secret of [
      sha256('log-password'),
      code,
      registered.data!.registerClient.token,
      loggedIn.data!.loginClient.token,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('abuse limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('stops guessing passwords for one e-mail after ten tries', async () => {
    const attempt = () =>
      execute(server.graphqlUrl, LOGIN, { email: 'target@example.org', password: sha256('guess') });
    for (let i = 0; i < 10; i++) expect(errorCodes(await attempt())).toEqual(['LOGIN_FAILED']);
    expect(errorCodes(await attempt())).toEqual(['RATE_LIMITED']);
    // Another address from the same place is still fine.
    expect(
      errorCodes(
        await execute(server.graphqlUrl, LOGIN, { email: 'else@example.org', password: sha256('x') }),
      ),
    ).toEqual(['LOGIN_FAILED']);
  });

  it('limits reset mails per e-mail', async () => {
    const ask = () =>
      execute(server.graphqlUrl, REQUEST_RESET, { email: 'flood@example.org', language: 'de' });
    for (let i = 0; i < 5; i++) expect(errorCodes(await ask())).toEqual([]);
    expect(errorCodes(await ask())).toEqual(['RATE_LIMITED']);
  });
});

describe('superadmin from the environment', () => {
  it('creates a verified superadmin from ADMIN_EMAIL and ADMIN_PASSWORD, and ends its sessions only when the password changed', async () => {
    const storage = await createTestStorage();
    try {
      const env = { ADMIN_EMAIL: 'chef@example.org', ADMIN_PASSWORD: 'first-password' };
      const first = await startTestServer({ storage, env });
      const loggedIn = await execute(first.graphqlUrl, LOGIN, {
        email: 'chef@example.org',
        password: sha256('first-password'),
      });
      expect(loggedIn.data?.loginClient.client.role).toBe('SUPERADMIN');
      expect(JSON.stringify(first.logs)).not.toContain('first-password');
      await first.close();

      // Started again with the same password (every deploy does): the session goes on.
      const again = await startTestServer({ storage, env });
      try {
        expect((await execute(again.graphqlUrl, ME, {}, loggedIn.data!.loginClient.token)).errors).toEqual(
          [],
        );
      } finally {
        await again.close();
      }

      const second = await startTestServer({ storage, env: { ...env, ADMIN_PASSWORD: 'second-password' } });
      try {
        const old = await execute(second.graphqlUrl, LOGIN, {
          email: 'chef@example.org',
          password: sha256('first-password'),
        });
        expect(errorCodes(old)).toEqual(['LOGIN_FAILED']);
        // The session opened with the old password ends with it.
        expect(
          errorCodes(await execute(second.graphqlUrl, ME, {}, loggedIn.data!.loginClient.token)),
        ).toEqual(['UNAUTHENTICATED']);
        const fresh = await execute(second.graphqlUrl, LOGIN, {
          email: 'chef@example.org',
          password: sha256('second-password'),
        });
        expect(fresh.data?.loginClient.client.role).toBe('SUPERADMIN');
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the mail as an .eml file under DATA_DIR/mail and logs where, not what', async () => {
    const server = await startTestServer();
    try {
      await execute(server.graphqlUrl, REGISTER, {
        email: 'offline@example.org',
        firstName: 'O',
        lastName: 'F',
        pwdHash: sha256('pw'),
        language: 'de',
      });
      const dir = join(server.config.dataDir, 'mail');
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dir, files[0]), 'utf8');
      expect(eml).toMatch(/^To: offline@example\.org$/m);
      const code = eml.match(/verify\?code=([\w-]+)/)?.[1];
      expect(code).toBeTruthy();
      const line = server.logs.find((l) => l.msg.startsWith('mail written'));
      expect(line).toMatchObject({ to: 'offline@example.org', file: join(dir, files[0]) });
      expect(JSON.stringify(server.logs)).not.toContain(code!);
    } finally {
      await server.close();
    }
  });
});
