import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@api/config.ts';
import { BUS_CHANNEL } from '@api/schema/events/eventBus.ts';
import { graphql } from '@tests/gql';
import {
  createTestStorage,
  errorCodes,
  execute,
  postgresOnly,
  type TestStorage,
} from '@tests/support/server.ts';
import { createClient } from 'graphql-ws';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

// The association's result day: two processes on one PostgreSQL behind Caddy (deploy/Caddyfile's
// settings), started at the same moment on an empty database. Whatever process answers, every
// push, result, limit and session is the same.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'one-secret-shared-by-every-process-of-the-portal';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DEMO_PASSWORD = sha256('taubenschau');

describe('a process on PostgreSQL', () => {
  it('refuses to start without JWT_SECRET, which every process must share', () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'taubenschau-config-')),
      DATABASE_URL: 'postgres://db/tauben',
    };
    try {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/JWT_SECRET must be set when DATABASE_URL is set/);
      expect(loadConfig({ ...env, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    } finally {
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Running {
  url: string;
  process: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** The real entry point (src/api/main.ts), as `npm start` runs it, on its own data directory. */
function startProcess(name: string, databaseUrl: string, port: number, dataDir: string): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/api/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      SEED_DEMO: '1',
      PROCESS_NAME: name,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    rest += chunk;
    const complete = rest.split('\n');
    rest = complete.pop()!;
    for (const line of complete)
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (code) lines.push({ msg: 'exited', code, stderr: errors });
      resolve(code);
    }),
  );
  return { url: `http://127.0.0.1:${port}`, process: child, lines, exited };
}

async function waitUntilReady(url: string, timeout = 60_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const res = await fetch(`${url}/ready`);
      if (res.status !== 200) throw new Error(`${url} not ready: ${res.status}`);
    },
    { timeout, interval: 200 },
  );
}

describe.each(postgresOnly())('two processes behind Caddy on %s', () => {
  let storage: TestStorage;
  let a: Running;
  let b: Running;
  let proxy: ChildProcess;
  let proxyUrl: string;
  let dir: string;
  const clients: { dispose(): void }[] = [];

  beforeAll(async () => {
    storage = await createTestStorage('postgres');
    dir = mkdtempSync(join(tmpdir(), 'taubenschau-several-'));
    const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
    // Both at the same moment, on an empty database: migrations and demo would race.
    a = startProcess('a', storage.databaseUrl!, portA, join(dir, 'a'));
    b = startProcess('b', storage.databaseUrl!, portB, join(dir, 'b'));
    // The proxy as deploy/Caddyfile sets it up, on plain http (no certificate in a test).
    const caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toContain('tauben.example.org {');
    expect(caddyfile).toContain('127.0.0.1:3001 127.0.0.1:3002');
    writeFileSync(
      join(dir, 'Caddyfile'),
      caddyfile
        // No admin API on its fixed port: several of these may run at once.
        .replace('{\n', '{\n\tadmin off\n')
        .replace('tauben.example.org {', `http://127.0.0.1:${portProxy} {`)
        .replace('127.0.0.1:3001 127.0.0.1:3002', `127.0.0.1:${portA} 127.0.0.1:${portB}`),
    );
    proxy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: 'ignore',
      env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    proxyUrl = `http://127.0.0.1:${portProxy}`;
    await Promise.all([waitUntilReady(a.url), waitUntilReady(b.url)]);
    await waitUntilReady(proxyUrl);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.dispose();
    proxy?.kill('SIGTERM');
    for (const running of [a, b]) running?.process.kill('SIGINT');
    await Promise.all([a?.exited, b?.exited]);
    await storage?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const login = async (url: string, email: string, password = DEMO_PASSWORD) =>
    execute(
      `${url}/graphql`,
      graphql(
        `query L($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token client { id } } }`,
      ),
      { email, password },
    );

  it('starts both at once on an empty database: migrated once, the demo seeded once, both serving, through the proxy too', async () => {
    for (const running of [a, b]) expect(running.lines.filter((line) => line.msg === 'exited')).toEqual([]);
    const sql = postgres(storage.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const [migrations] =
        await sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
      expect(migrations.n).toBe(migrations.distinct);
      const [events] = await sql`select count(*)::int as n, count(distinct title)::int as titles from events`;
      expect(events.n).toBeGreaterThan(0);
      expect(events.n).toBe(events.titles);
      const [accounts] = await sql`select count(*)::int as n from clients where email = 'admin@example.org'`;
      expect(accounts.n).toBe(1);
    } finally {
      await sql.end();
    }
    // One process seeded, the other found the demo there.
    const seeded = [a, b].filter((running) =>
      running.lines.some((line) => String(line.msg).startsWith('demo data seeded')),
    );
    expect(seeded).toHaveLength(1);
    // Each names itself in its log lines.
    expect(a.lines.find((line) => line.msg === 'listening')?.process).toBe('a');
    for (const url of [a.url, b.url, proxyUrl])
      expect(
        (await execute(`${url}/graphql`, graphql(`query SeveralProcessesHealth { health }`))).data,
      ).toEqual({ health: true });
  });

  it('keeps the connections to the processes open between requests, twenty at a time', async () => {
    // The connections open to a process's port, from /proc/net/tcp (local port in hex, state 01).
    const open = (url: string) => {
      const port = Number(new URL(url).port).toString(16).toUpperCase().padStart(4, '0');
      return readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .filter((line) => {
          const fields = line.trim().split(/\s+/);
          return fields[1]?.endsWith(`:${port}`) && fields[3] === '01';
        }).length;
    };
    const proxied = new URL(proxyUrl);
    const body = JSON.stringify({ query: 'query SeveralProcessesHeld { health }' });
    // Twenty requests under way at once: their bodies are held back until the proxy has passed
    // every one of them on, so each needs a connection of its own to a process.
    const held = Array.from({ length: 20 }, () => {
      const req = request({
        host: proxied.hostname,
        port: proxied.port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, 5));
      return { finish: () => req.end(body.slice(5)), answered };
    });
    await vi.waitFor(() => expect(open(a.url) + open(b.url)).toBeGreaterThanOrEqual(20), { timeout: 10_000 });
    for (const one of held) one.finish();
    expect(await Promise.all(held.map((one) => one.answered))).toEqual(Array(20).fill(200));
    // Kept for the next requests. With Go's default Caddy kept two per process and opened a new
    // connection for nearly every request, which cost the processes more than the requests.
    expect(open(a.url) + open(b.url)).toBeGreaterThanOrEqual(20);
  });

  it('takes a session from one process on the other, and limits wrong passwords across both', async () => {
    const fromA = await login(a.url, 'zuechter@example.org');
    expect(fromA.errors).toEqual([]);
    const me = await execute(
      `${b.url}/graphql`,
      graphql(`query SeveralProcessesGetClientByJWT { getClientByJWT { email } }`),
      {},
      fromA.data!.loginClient.token,
    );
    expect(me.data?.getClientByJWT.email).toBe('zuechter@example.org');

    // Ten wrong passwords on A; the eleventh try on B is refused like the eleventh on A would be.
    for (let i = 0; i < 10; i++)
      expect(errorCodes(await login(a.url, 'superadmin@example.org', sha256(`falsch-${i}`)))).toEqual([
        'LOGIN_FAILED',
      ]);
    expect(errorCodes(await login(b.url, 'superadmin@example.org', sha256('falsch-b')))).toEqual([
      'RATE_LIMITED',
    ]);
  });

  /**
   * A subscriber on `subscriberUrl` gets the change an admin makes on `changerUrl`; resolves with
   * how long the timed push took (after a first push proved the subscription in place).
   */
  async function pushAcross(subscriberUrl: string, changerUrl: string): Promise<number> {
    const admin = (await login(changerUrl, 'admin@example.org')).data!.loginClient.token;
    const events = await execute(
      `${subscriberUrl}/graphql`,
      graphql(`query SeveralProcessesEvents { events(limit: 20) { id status } }`),
    );
    // Judges are assigned after the deadline, before the start.
    const open = events.data!.events.find((event) => event.status === 'CLOSED')!;
    const client = createClient({
      url: `${subscriberUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    clients.push(client);
    const updates = client.iterate<{ eventChanged: { id: string } }>({
      query: `subscription Changed($id: ID!) { eventChanged(id: $id) { id } }`,
      variables: { id: open.id },
    });
    const judges = await execute(
      `${changerUrl}/graphql`,
      graphql(`query E($id: ID!) { event(id: $id) { classes { code judges { id } } } }`),
      { id: open.id },
      admin,
    );
    // The same judges again: a change that alters nothing, announced all the same.
    const assignments = (judges.data?.event.classes ?? []).map((eventClass) => ({
      classCode: eventClass.code,
      judgeIds: eventClass.judges.map((judge) => judge.id),
    }));
    if (assignments.length === 0) assignments.push({ classCode: 'REST', judgeIds: [] });
    const announce = async () => {
      const done = await execute(
        `${changerUrl}/graphql`,
        graphql(
          `mutation J($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) { assignJudges(eventId: $eventId, assignments: $assignments) { id } }`,
        ),
        { eventId: open.id, assignments },
        admin,
      );
      expect(done.errors).toEqual([]);
    };
    // Until the first push the subscription may not be in place yet.
    const first = updates.next();
    let pushed = false;
    void first.then(() => {
      pushed = true;
    });
    await vi.waitFor(
      async () => {
        await announce();
        if (!pushed) throw new Error('no push yet');
      },
      { timeout: 15_000, interval: 300 },
    );
    expect((await first).value).toEqual({ data: { eventChanged: { id: open.id } } });
    const started = performance.now();
    await announce();
    const next = await updates.next();
    expect(next.value).toEqual({ data: { eventChanged: { id: open.id } } });
    await updates.return?.();
    return performance.now() - started;
  }

  it('pushes a change made on one process to a subscriber on the other within a second', async () => {
    expect(await pushAcross(a.url, b.url)).toBeLessThan(1_000);
    expect(await pushAcross(b.url, a.url)).toBeLessThan(1_000);
  });

  it('shows a change made on one process in the results read on the other at once', async () => {
    const results = await execute(
      `${a.url}/graphql`,
      graphql(`query SeveralProcessesResultEvents { resultEvents { event { id } } }`),
    );
    const ended = results.data!.resultEvents[0].event.id;
    const READ = graphql(
      `query SeveralProcessesBreeders($id: ID!) { eventResults(eventId: $id) { breeders { breeder { shownName } } } }`,
    );
    const names = async (url: string) =>
      (await execute(`${url}/graphql`, READ, { id: ended })).data!.eventResults.breeders.map(
        (entry) => entry.breeder.shownName,
      );
    // Read twice on A: the second answer comes from its memory.
    const before = await names(a.url);
    expect(await names(a.url)).toEqual(before);
    // A breeder shown in them renames themselves on B.
    const breeder = await login(b.url, 'zuechter@example.org');
    const token = breeder.data!.loginClient.token;
    const mine = await execute(
      `${b.url}/graphql`,
      graphql(`query SeveralProcessesGetClientByJWT2 { getClientByJWT { firstName lastName emailPublic } }`),
      {},
      token,
    );
    const { firstName, lastName } = mine.data!.getClientByJWT;
    expect(before.some((name) => name.includes(lastName))).toBe(true);
    const renamed = await execute(
      `${b.url}/graphql`,
      graphql(
        `mutation SeveralProcessesRename($id: Int!, $firstName: String!) { saveClient(id: $id, email: "zuechter@example.org", firstName: $firstName, lastName: "Neumann-Zimmermann", emailPublic: false) { id } }`,
      ),
      { id: breeder.data!.loginClient.client.id, firstName },
      token,
    );
    expect(renamed.errors).toEqual([]);
    const after = await names(a.url);
    expect(after.some((name) => name.includes('Neumann-Zimmermann'))).toBe(true);
    expect(await names(proxyUrl)).toEqual(after);
  });

  it('classes by thresholds changed on the other process at once', async () => {
    const RULES = graphql(
      `query SeveralProcessesRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }`,
    );
    const rule = async (url: string) => {
      const { code, ...kept } = (await execute(`${url}/graphql`, RULES)).data!.classificationRules.find(
        (found) => found.code === 'KLASSE3_F',
      )!;
      return kept;
    };
    // Read on A: kept there from now on.
    const before = await rule(a.url);
    expect(await rule(a.url)).toEqual(before);
    const admin = (await login(b.url, 'admin@example.org')).data!.loginClient.token;
    const UPDATE = graphql(
      `mutation SeveralProcessesUpdateRules($input: [ClassificationRuleInput!]!) { updateClassificationRules(input: $input) { code } }`,
    );
    const set = (input: typeof before) => execute(`${b.url}/graphql`, UPDATE, { input: [input] }, admin);
    expect((await set({ ...before, minKm: before.minKm + 123 })).errors).toEqual([]);
    try {
      expect((await rule(a.url)).minKm).toBe(before.minKm + 123);
    } finally {
      await set(before);
    }
    expect(await rule(a.url)).toEqual(before);
  });

  it('listens again after its connection to the database drops, and then reads everything anew', async () => {
    const sql = postgres(storage.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      // The listening connections of both processes end, as when PostgreSQL restarts.
      const ended =
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like ${`%listen%${BUS_CHANNEL}%`} and pid <> pg_backend_pid()`;
      expect(ended.length).toBeGreaterThanOrEqual(2);
    } finally {
      await sql.end();
    }
    await vi.waitFor(
      () => {
        for (const running of [a, b])
          expect(running.lines.some((line) => String(line.msg).startsWith('event bus listens again'))).toBe(
            true,
          );
      },
      { timeout: 15_000 },
    );
    expect(
      (await execute(`${proxyUrl}/graphql`, graphql(`query SeveralProcessesHealth2 { health }`))).data,
    ).toEqual({ health: true });
  });

  it('keeps listening when the database refused it for a while, and pushes across again', async () => {
    const name = new URL(storage.databaseUrl!).pathname.slice(1);
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const heardNothing = (running: Running) =>
      running.lines.filter((line) => String(line.msg).startsWith('event bus heard nothing')).length;
    const listensAgain = (running: Running) =>
      running.lines.filter((line) => String(line.msg).startsWith('event bus listens again')).length;
    const before = [a, b].map(listensAgain);
    try {
      // As while PostgreSQL restarts: the listening connections end, and a new one is refused.
      await admin.unsafe(`alter database "${name}" allow_connections false`);
      const ended = await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${name} and query like ${`%listen%${BUS_CHANNEL}%`}`;
      expect(ended.length).toBeGreaterThanOrEqual(2);
      // postgres-js tries once and gives up; the beat notices.
      await vi.waitFor(() => expect([a, b].map(heardNothing).every((n) => n > 0)).toBe(true), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await admin.unsafe(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    await vi.waitFor(() => expect([a, b].map(listensAgain).every((n, i) => n > before[i])).toBe(true), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await pushAcross(a.url, b.url)).toBeLessThan(1_000);
  }, 60_000);

  it("sends a judge's queued ratings through the proxy while a process stops, and each arrives once", async () => {
    const judge = (await login(proxyUrl, 'richter@example.org')).data!.loginClient.token;
    const events = await execute(
      `${proxyUrl}/graphql`,
      graphql(`query SeveralProcessesJudgeEvents { judgeEvents { event { id status } } }`),
      {},
      judge,
    );
    const started = events.data!.judgeEvents.find((entry) => entry.event.status === 'STARTED')!.event.id;
    const cages = await execute(
      `${proxyUrl}/graphql`,
      graphql(
        `query SeveralProcessesOwnPigeons($eventId: ID!) { judgeCages(eventId: $eventId) { id ownPigeon } }`,
      ),
      { eventId: started },
      judge,
    );
    const mine = cages.data!.judgeCages.filter((cage) => !cage.ownPigeon);
    expect(mine.length).toBeGreaterThan(3);
    // Two ratings per cage, the second a correction made later, as a tablet's outbox holds them.
    const ops = mine.flatMap((cage, i) =>
      [0, 1].map((n) => ({
        opId: randomUUID(),
        eventId: started,
        cageId: cage.id,
        kind: 'RATE' as const,
        scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 29 - n, wings: 29 },
        clientTime: new Date(Date.now() - 60_000 + i * 1_000 + n * 500).toISOString(),
      })),
    );
    const SUBMIT = graphql(
      `mutation SeveralProcessesSubmit($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome code } }`,
    );
    const outcomes = new Map<string, string>();
    let resent = 0;
    let stopping: Promise<number | null> | undefined;
    // Batches of three, one after another; a batch that gets no answer is sent again, whole.
    for (let next = 0; next < ops.length; ) {
      const batch = ops.slice(next, next + 3);
      if (!stopping && next >= 6) {
        b.process.kill('SIGTERM');
        stopping = b.exited;
        await vi.waitFor(async () => expect((await fetch(`${b.url}/ready`)).status).toBe(503), {
          timeout: 5_000,
        });
      }
      const answer = await execute(`${proxyUrl}/graphql`, SUBMIT, { ops: batch }, judge).catch(() => null);
      if (!answer?.data) {
        resent += 1;
        continue;
      }
      for (const result of answer.data.submitJudgingOps) outcomes.set(result.opId, result.outcome);
      next += 3;
    }
    expect(await stopping).toBe(0);
    expect([...outcomes.values()].every((outcome) => outcome === 'APPLIED' || outcome === 'DUPLICATE')).toBe(
      true,
    );
    expect(outcomes.size).toBe(ops.length);
    const sql = postgres(storage.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const stored =
        await sql`select op_id::text as id from judging_ops where op_id = any(${ops.map((op) => op.opId)}::uuid[])`;
      expect(stored.map((row) => row.id).sort()).toEqual(ops.map((op) => op.opId).sort());
    } finally {
      await sql.end();
    }
    // Each cage shows its later rating (the correction), read on the process that stayed.
    const after = await execute(
      `${a.url}/graphql`,
      graphql(
        `query SeveralProcessesJudgements($eventId: ID!) { judgeCages(eventId: $eventId) { id judgement { total } } }`,
      ),
      { eventId: started },
      judge,
    );
    const totals = new Map(after.data!.judgeCages.map((cage) => [cage.id, cage.judgement?.total]));
    for (const cage of mine) expect(totals.get(cage.id)).toBe(94);
    expect(resent).toBeLessThanOrEqual(2);
  });
});
