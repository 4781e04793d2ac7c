// Prints how long a guest waits for the complete results of a judged 5,000-pigeon show (every
// field of eventResults over GraphQL), and logged-in breeders for its ranking, on a fresh embedded
// database. Figures only, never pass/fail.
//   npm run bench:results [-- <pigeons> <breeders> <repetitions>]
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { selectJudgeCageViews } from '../src/api/db/judging.ts';
import { CLASS_CODES } from '../src/shared/classification.ts';
import { rawRequest } from '../tests/support/apiHttp.ts';
import { BIG_SHOW, createEndedShow, figures, startBenchServer } from './support/benchShow.ts';

const PIGEONS = Number(process.argv[2] ?? BIG_SHOW.pigeons);
const BREEDERS = Number(process.argv[3] ?? BIG_SHOW.breeders);
const REPETITIONS = Number(process.argv[4] ?? 20);
const ENTRY = `cageId cageNumber ringNumber sex color classCode breeder { id shownName }
  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note
  judge { id shownName } flightSummary { prizeKm prizes lastYearKm }`;
const RESULTS = `query ($id: ID!) { eventResults(eventId: $id) {
  event { id title status season cageCount registrationCount }
  classes { code ratedCount prizeCount entries { ${ENTRY} } }
  breeders { breeder { id shownName } topTotals sum entries { ${ENTRY} } }
  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }
  champion { id shownName } champions { id shownName }
  bestCocks { ${ENTRY} } bestHens { ${ENTRY} } } }`;

const server = await startBenchServer();
try {
  const db = server.app.database.db;
  const setupStarted = performance.now();
  const { show, skipped } = await createEndedShow(server, {
    ...BIG_SHOW,
    pigeons: PIGEONS,
    breeders: BREEDERS,
  });
  console.log(
    `${show.cages.length.toLocaleString('en')} cages of ${BREEDERS} breeders in ${CLASS_CODES.length} classes, ` +
      `${skipped} skipped, rest rated; set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s\n`,
  );

  // The one query the results are computed from, right after the set-up, and as the server reads
  // it once it has renewed the embedded database's statistics (src/api/db/statistics.ts, within
  // 10 s of a change); everything below is measured after the renewal.
  const readCages = async (repetitions: number) => {
    const reads: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      const started = performance.now();
      await selectJudgeCageViews(db, { eventId: show.event.id });
      reads.push(performance.now() - started);
    }
    return figures(reads);
  };
  // Few: the set-up's keep-alive connection must not expire meanwhile.
  console.log(`${'reading the cages, before the statistics'.padEnd(40)} ${await readCages(3)}`);
  await server.app.statistics.analyzeNow();
  console.log(`${'reading the cages, statistics renewed'.padEnd(40)} ${await readCages(REPETITIONS)}\n`);

  // A browser accepts br and gzip: its answer is compressed once per version of the results and then
  // sent as those bytes (src/api/http/compressResponses.ts), so it should take no longer than a
  // script's uncompressed one. The ratio of the medians says how close.
  const medians: number[] = [];
  for (const [label, encoding] of [
    ['eventResults, guest, br/gzip accepted', 'gzip, deflate, br'],
    ['eventResults, guest, uncompressed', 'identity'],
  ] as const) {
    const times: number[] = [];
    let wire = 0;
    let json = 0;
    for (let i = 0; i < REPETITIONS; i++) {
      // The bytes as they come, decoded at once as a browser does (natively): fetch's own streaming
      // decoder took some 400 ms for the 4.6 MB, which is the bench's time, not a browser's.
      const started = performance.now();
      const response = await rawRequest(server.url, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ query: RESULTS, variables: { id: String(show.event.id) } }),
      });
      const coding = response.headers['content-encoding'];
      const body = (
        coding === 'br' ? brotliDecompressSync : coding === 'gzip' ? gunzipSync : (b: Buffer) => b
      )(response.body).toString('utf8');
      times.push(performance.now() - started);
      const parsed = JSON.parse(body) as {
        data?: { eventResults: { classes: unknown[] } };
        errors?: unknown;
      };
      if (!parsed.data) throw new Error(JSON.stringify(parsed.errors));
      wire = response.body.length;
      json = Buffer.byteLength(body);
    }
    console.log(
      `${label.padEnd(40)} ${figures(times)}   ${(json / 1e6).toFixed(2)} MB JSON, ${(wire / 1e6).toFixed(2)} MB on the wire`,
    );
    medians.push([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]);
  }
  console.log(`${'compressed / uncompressed, median'.padEnd(40)} ${(medians[0] / medians[1]).toFixed(2)}×\n`);
  // Logged-in breeders each open the best-breeder ranking once: the response cache keeps answers per
  // session, so each is computed unless the results themselves are kept (resultsCache.ts).
  const BEST = `query ($id: ID!) { eventResults(eventId: $id) { event { id title }
    bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak } } }`;
  const perBreeder: number[] = [];
  for (const breederId of show.breederIds.slice(0, REPETITIONS)) {
    const started = performance.now();
    await server.post(BEST, { id: String(show.event.id) }, await server.tokenOf(breederId));
    perBreeder.push(performance.now() - started);
  }
  console.log(`${'bestBreeders, each breeder logged in once'.padEnd(40)} ${figures(perBreeder)}`);
} finally {
  await server.close();
}
