import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, type Env, loadConfig } from '@api/config.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'taubenschau-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Env) => loadConfig({ DATA_DIR: dataDir, ...env });

/** The error a bad environment gives: it must be a ConfigError with a one-line message. */
function configErrorOf(env: Env): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      admin: null,
      seedDemo: null,
      logLevel: 'info',
      introspection: false,
      databasePoolMax: 10,
      migrateOnStart: true,
      drainDelayMs: 2000,
      judgingMaxQueued: 64,
    });
    expect(config.processName).toMatch(/:\d+$/);
    // The proxy of deploy/ runs on this machine.
    expect(config.trustProxy.text).toBe('loopback');
  });

  it('trusts the proxies TRUST_PROXY names, or none', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy.text).toBe('127.0.0.1,10.0.0.0/8');
    expect(load({ TRUST_PROXY: 'none' }).trustProxy.trusts('127.0.0.1')).toBe(false);
  });

  it('answers introspection only in development or when GRAPHQL_INTROSPECTION=1 allows it', () => {
    expect(load({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(load({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(load({ GRAPHQL_INTROSPECTION: '1' }).introspection).toBe(true);
    expect(load({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: '0' }).introspection).toBe(false);
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const first = load({}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(load({}).jwtSecret).toBe(first);
  });

  it('takes explicit values', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/show',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://tauben.example.org/',
      SMTP_URL: 'smtps://mail:secret@smtp.example.org:465',
      ADMIN_EMAIL: 'Admin@Example.org',
      ADMIN_PASSWORD: 'long enough',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_MAX: '25',
      MIGRATE_ON_START: '0',
      PROCESS_NAME: 'web-2',
      DRAIN_DELAY_MS: '5000',
      JUDGING_MAX_QUEUED: '8',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/show',
      jwtSecret: 'x'.repeat(40),
      publicUrl: 'https://tauben.example.org',
      admin: { email: 'admin@example.org', password: 'long enough' },
      seedDemo: true,
      logLevel: 'warn',
      databasePoolMax: 25,
      migrateOnStart: false,
      processName: 'web-2',
      drainDelayMs: 5000,
      judgingMaxQueued: 8,
    });
  });

  it('takes the payment account as both variables, the IBAN without spaces, or none', () => {
    expect(load({}).paymentAccount).toBeNull();
    expect(
      load({
        PAYMENT_ACCOUNT_HOLDER: '  Brieftaubenverein  Kassel ',
        PAYMENT_IBAN: 'de89 3704 0044 0532 0130 00',
      }).paymentAccount,
    ).toEqual({ accountHolder: 'Brieftaubenverein Kassel', iban: 'DE89370400440532013000' });
  });

  it('reads SEED_DEMO as 0/1/true/false and treats empty variables as unset', () => {
    expect(load({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(load({ SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
    expect(load({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(load({ PORT: '', SEED_DEMO: '' })).toMatchObject({ port: 3000, seedDemo: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535 (got "70000")'],
    [{ PORT: '3.5' }, 'PORT must be an integer'],
    [{ HOST: 'http://x' }, 'HOST must be a host name or IP address'],
    [{ DATABASE_URL: 'mysql://db/show' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long (got 5)'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL must be a http:// or https:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a smtp:// or smtps:// URL'],
    [{ ADMIN_EMAIL: 'a@b.de' }, 'ADMIN_PASSWORD must be set when ADMIN_EMAIL is set'],
    [{ ADMIN_PASSWORD: 'password1' }, 'ADMIN_EMAIL must be set when ADMIN_PASSWORD is set'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'password1' }, 'ADMIN_EMAIL must be a valid e-mail address'],
    [{ ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be one of 0, 1, true, false (got "maybe")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent'],
    [{ GRAPHQL_INTROSPECTION: 'yes' }, 'GRAPHQL_INTROSPECTION must be 0 or 1 (got "yes")'],
    [
      { PAYMENT_IBAN: 'DE89370400440532013000' },
      'PAYMENT_ACCOUNT_HOLDER must be set when PAYMENT_IBAN is set',
    ],
    [{ PAYMENT_ACCOUNT_HOLDER: 'Verein' }, 'PAYMENT_IBAN must be set when PAYMENT_ACCOUNT_HOLDER is set'],
    // One digit off: the checksum catches it.
    [
      { PAYMENT_ACCOUNT_HOLDER: 'Verein', PAYMENT_IBAN: 'DE89 3704 0044 0532 0130 01' },
      'PAYMENT_IBAN must be an IBAN with a valid checksum',
    ],
    [
      { PAYMENT_ACCOUNT_HOLDER: 'V'.repeat(71), PAYMENT_IBAN: 'DE89370400440532013000' },
      'at most 70 characters',
    ],
    [{ DATABASE_URL: 'postgres://db/show' }, 'JWT_SECRET must be set when DATABASE_URL is set'],
    [{ DATABASE_POOL_MAX: '1' }, 'DATABASE_POOL_MAX must be a whole number from 2 to 200 (got "1")'],
    [{ DATABASE_POOL_MAX: 'ten' }, 'DATABASE_POOL_MAX must be a whole number from 2 to 200'],
    [{ MIGRATE_ON_START: 'later' }, 'MIGRATE_ON_START must be one of 0, 1, true, false (got "later")'],
    [{ DRAIN_DELAY_MS: '-1' }, 'DRAIN_DELAY_MS must be a whole number from 0 to 60000'],
    [{ JUDGING_MAX_QUEUED: '0' }, 'JUDGING_MAX_QUEUED must be a whole number from 1 to 10000 (got "0")'],
    [{ JUDGING_MAX_QUEUED: 'many' }, 'JUDGING_MAX_QUEUED must be a whole number from 1 to 10000'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY names the proxies to trust now, not how many there are'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY must list loopback, IP addresses or ranges'],
  ])('rejects %o with one line naming the variable', (env, expected) => {
    expect(configErrorOf(env)).toContain(expected);
  });

  it('rejects a DATA_DIR that cannot be a directory', () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, '');
    expect(configErrorOf({ DATA_DIR: join(file, 'sub') })).toMatch(/^DATA_DIR must be a writable directory/);
  });

  it('serves the build from WEB_DIR only when it holds an index.html', () => {
    expect(load({}).webDir).toBeNull();
    expect(configErrorOf({ WEB_DIR: dataDir })).toMatch(
      /^WEB_DIR must be a directory holding a built index.html/,
    );
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html>');
    expect(load({ WEB_DIR: dataDir }).webDir).toBe(dataDir);
  });

  it('never echoes secrets or URL credentials in its messages', () => {
    expect(configErrorOf({ JWT_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(configErrorOf({ ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'hunter2' })).not.toContain('hunter2');
    expect(configErrorOf({ SMTP_URL: 'http://user:hunter2@mail' })).not.toContain('hunter2');
  });
});
