import { createHash } from 'node:crypto';
import { graphql } from '@tests/gql';
import type { Language, Salutation } from '@tests/gql/graphql.ts';
import { linkIn, type MailCapture, startMailCapture } from '@tests/support/mailCapture.ts';
import { apiTestDatabase, execute, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sha256 = (password: string) => createHash('sha256').update(password).digest('hex');
const SITE = 'https://tauben.example';

const REGISTER = graphql(`mutation GreetingRegister(
  $email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!, $salutation: Salutation
) {
  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language, salutation: $salutation) {
    client { id } token
  }
}`);
const VERIFY = graphql(`mutation GreetingVerify($code: String!) { verifyClient(verificationCode: $code) }`);
const LOGIN = graphql(`query GreetingLogin($email: String!, $password: String!) {
  loginClient(email: $email, password: $password) { client { id salutation } token }
}`);
const SAVE = graphql(`mutation GreetingSave(
  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!, $salutation: Salutation
) {
  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic, salutation: $salutation) {
    id salutation
  }
}`);
const SAVE_WITHOUT_SALUTATION = graphql(`mutation GreetingSaveNames(
  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!
) {
  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic) {
    id salutation
  }
}`);
const REQUEST_RESET = graphql(
  `mutation GreetingRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }`,
);

const database = apiTestDatabase();

describe(`the greeting of mails on ${database}`, () => {
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

  /** Registers; resolves the verification mail as it arrived. */
  async function register(email: string, language: Language, salutation?: Salutation | null) {
    const since = smtp.mails.length;
    const answer = await execute(server.graphqlUrl, REGISTER, {
      email,
      firstName: 'Erika',
      lastName: 'Mustermann',
      pwdHash: sha256('geheim123'),
      language,
      ...(salutation === undefined ? {} : { salutation }),
    });
    expect(answer.errors).toEqual([]);
    return smtp.next(email, since);
  }
  const firstLine = (text: string) => text.split('\n')[0];

  it.each([
    ['de', 'FRAU', 'Guten Tag Frau Mustermann,'],
    ['de', 'HERR', 'Guten Tag Herr Mustermann,'],
    ['de', null, 'Guten Tag Erika Mustermann,'],
    ['en', 'FRAU', 'Dear Ms Mustermann,'],
    ['en', 'HERR', 'Dear Mr Mustermann,'],
    ['en', null, 'Dear Erika Mustermann,'],
  ] as const)(
    'greets in %s with salutation %s as "%s", in the text and the HTML',
    async (language, salutation, line) => {
      const mail = await register(
        `gruss-${language}-${salutation ?? 'keine'}@example.org`,
        language,
        salutation,
      );
      expect(firstLine(mail.text)).toBe(line);
      expect(mail.html).toContain(`<p>${line}</p>`);
      // The German mail says "Sie" throughout, never "du" to someone greeted formally.
      if (language === 'de') expect(mail.text).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    },
  );

  it('greets with the salutation chosen later in the profile, and by full name once it is taken back', async () => {
    const email = 'spaeter@example.org';
    const verification = await register(email, 'de');
    const code = linkIn(verification, `${SITE}/verify?`).searchParams.get('code')!;
    expect((await execute(server.graphqlUrl, VERIFY, { code })).errors).toEqual([]);
    const login = await execute(server.graphqlUrl, LOGIN, { email, password: sha256('geheim123') });
    const { client, token } = login.data!.loginClient;
    expect(client.salutation).toBeNull();
    const names = { id: client.id, email, firstName: 'Erika', lastName: 'Mustermann', emailPublic: false };

    const saved = await execute(server.graphqlUrl, SAVE, { ...names, salutation: 'FRAU' }, token);
    expect(saved.data?.saveClient.salutation).toBe('FRAU');
    // A save that leaves the salutation out (an older app) keeps it.
    const kept = await execute(server.graphqlUrl, SAVE_WITHOUT_SALUTATION, names, token);
    expect(kept.data?.saveClient.salutation).toBe('FRAU');
    let since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email, language: 'de' });
    expect(firstLine((await smtp.next(email, since)).text)).toBe('Guten Tag Frau Mustermann,');

    const cleared = await execute(server.graphqlUrl, SAVE, { ...names, salutation: null }, token);
    expect(cleared.data?.saveClient.salutation).toBeNull();
    since = smtp.mails.length;
    await execute(server.graphqlUrl, REQUEST_RESET, { email, language: 'en' });
    expect(firstLine((await smtp.next(email, since)).text)).toBe('Dear Erika Mustermann,');
  });

  it('refuses a salutation that is none of the choices, and creates no account', async () => {
    const email = 'madam@example.org';
    const answer = await execute(server.graphqlUrl, REGISTER, {
      email,
      firstName: 'Erika',
      lastName: 'Mustermann',
      pwdHash: sha256('geheim123'),
      language: 'de',
      salutation: 'MADAM' as Salutation,
    });
    expect(answer.errors?.[0]?.message).toMatch(/salutation/);
    const since = smtp.mails.length;
    // The address is still free: registering it properly mails its verification.
    await register(email, 'de', 'FRAU');
    expect(smtp.mails.length).toBeGreaterThan(since);
  });
});
