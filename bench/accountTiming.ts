// Prints how long the two answers that must not tell whether an address has an account take, for
// an address nobody has ("free") and for one another account has ("taken"): a change of the own
// e-mail address (saveClient with a new address and the current password) and a reset request
// (requestPasswordReset). The four kinds of try are interleaved, in a shuffled order each round,
// against the server as a process of its own (`node --import tsx src/api/main.ts`, no build) on a
// fresh embedded database (or BENCH_DATABASE_URL), mails written as .eml files (no SMTP_URL). Each
// try comes from a loopback address of its own (127.1.x.y), so no rate limit is reached, and waits
// a moment after the one before, so work left after an answer (a mail) does not fall on the next.
// Prints per operation and kind the median and p95 of the time until the whole answer arrived, and
// the ratio taken/free of the medians. Figures only, never pass/fail.
//   npm run bench:account-timing [-- --tries 100]

import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPasswordDigest, passwordDigest } from '../src/api/auth/secrets.ts';
import { clients } from '../src/api/db/schema.ts';
import { benchDatabase } from './support/benchDatabase.ts';
import { figures, seeded, startBenchServer } from './support/benchShow.ts';
import { freePort, startServerProcess } from './support/serverProcess.ts';

const { values: options } = parseArgs({ options: { tries: { type: 'string', default: '100' } } });
const TRIES = Math.max(50, Number(options.tries));
/** Tries of each kind before the counted ones: the server's first calls compile and warm caches. */
const WARM_UP = 5;
/** Between two tries: the mails a try sends after its answer are written meanwhile. */
const PAUSE_MS = 40;
const PASSWORD = 'bench-password';

const SAVE = `mutation ($id: Int!, $email: String!, $currentPassword: String) {
  saveClient(id: $id, email: $email, firstName: "Erika", lastName: "Muster", emailPublic: false, currentPassword: $currentPassword) { id email pendingEmail } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email, language: de) { id } }`;

type Kind = 'change, free' | 'change, taken' | 'reset, free' | 'reset, taken';
const KINDS: readonly Kind[] = ['change, free', 'change, taken', 'reset, free', 'reset, taken'];

const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-bench-accounts-'));
const database = await benchDatabase();
try {
  // The accounts, written through the db layer by a server in this process, which then hands the
  // data directory and database on to the server process.
  const setup = await startBenchServer({ dataDir, database });
  const passwordHash = await hashPasswordDigest(passwordDigest(PASSWORD));
  const now = new Date();
  const [mover] = await setup.app.database.db
    .insert(clients)
    .values({
      email: 'mover@bench.example',
      firstName: 'Erika',
      lastName: 'Muster',
      passwordHash,
      verifiedAt: now,
    })
    .returning();
  await setup.app.database.db.insert(clients).values(
    Array.from({ length: TRIES + WARM_UP }, (_, i) => ({
      email: takenAddress(i),
      firstName: 'Vergeben',
      lastName: `Nr${i}`,
      passwordHash,
      verifiedAt: now,
    })),
  );
  const token = await setup.tokenOf(mover.id);
  await setup.close();

  const port = await freePort();
  const server = startServerProcess(port, { DATA_DIR: dataDir, ...database.env });
  try {
    await server.ready();
    let sent = 0;
    /** One call from a loopback address of its own; the time until its whole answer arrived. */
    const timed = async (query: string, variables: Record<string, unknown>, bearer?: string) => {
      sent += 1;
      const from = `127.1.${Math.floor(sent / 250)}.${(sent % 250) + 1}`;
      const started = performance.now();
      const answer = await post(port, from, { query, variables }, bearer);
      const ms = performance.now() - started;
      if (answer.errors) throw new Error(`the server refused a try: ${JSON.stringify(answer.errors)}`);
      return { ms, data: answer.data };
    };
    const tries: Record<Kind, (i: number) => Promise<number>> = {
      'change, free': async (i) =>
        (await timed(SAVE, changeTo(mover.id, `frei-${i}@bench.example`), token)).ms,
      'change, taken': async (i) => (await timed(SAVE, changeTo(mover.id, takenAddress(i)), token)).ms,
      'reset, free': async (i) => (await timed(REQUEST_RESET, { email: `niemand-${i}@bench.example` })).ms,
      'reset, taken': async (i) => (await timed(REQUEST_RESET, { email: takenAddress(i) })).ms,
    };
    const random = seeded(20_260_601);
    const times: Record<Kind, number[]> = {
      'change, free': [],
      'change, taken': [],
      'reset, free': [],
      'reset, taken': [],
    };
    for (let round = 0; round < WARM_UP + TRIES; round++) {
      const order = [...KINDS].sort(() => random() - 0.5);
      for (const kind of order) {
        const ms = await tries[kind](round);
        if (round >= WARM_UP) times[kind].push(ms);
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
    };
    console.log(`${TRIES} tries of each kind, interleaved\n`);
    for (const [label, free, taken] of [
      ['e-mail change (saveClient)', times['change, free'], times['change, taken']],
      ['reset request (requestPasswordReset)', times['reset, free'], times['reset, taken']],
    ] as const) {
      console.log(label);
      console.log(`  free    ${figures(free)}`);
      console.log(`  taken   ${figures(taken)}`);
      console.log(
        `  medians ${median(free).toFixed(1)} ms free, ${median(taken).toFixed(1)} ms taken: taken/free ${(median(taken) / median(free)).toFixed(2)}\n`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}

function takenAddress(i: number): string {
  return `vergeben-${i}@bench.example`;
}

function changeTo(id: number, email: string) {
  return { id, email, currentPassword: passwordDigest(PASSWORD) };
}

/** A GraphQL POST from the given local address, on a connection of its own. */
function post(
  port: number,
  localAddress: string,
  body: unknown,
  bearer?: string,
): Promise<{ data?: unknown; errors?: unknown[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as { data?: unknown; errors?: unknown[] });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
