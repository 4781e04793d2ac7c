// Prints, for each public page of a judged and ended show of N pigeons, whether the server rendered
// it or sent the app shell (its answer too large to render on the server), the size of its HTML,
// how long the request took, and the longest the server's event loop was held meanwhile: the wait
// a judge's rating sent at that moment would have had. The longest hold includes computing the
// page's answers when they are not cached yet (the class lists compute the show's results).
// Figures only, never pass/fail. Needs the server build of the pages: `npm run build` first.
//   npm run bench:rendering [-- <pigeons> <breeders>]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PAGE_STATE_ID } from '../src/shared/serverRender.ts';
import { createStartedShow, judgeAndEndShow, startBenchServer } from './support/benchShow.ts';

const PIGEONS = Number(process.argv[2] ?? 3_000);
const BREEDERS = Number(process.argv[3] ?? 200);

const server = await startBenchServer();
try {
  const show = await createStartedShow(server, {
    pigeons: PIGEONS,
    breeders: BREEDERS,
    judges: 4,
    everyJudgeOnEveryClass: false,
  });
  await judgeAndEndShow(server, show, 97);
  const id = show.event.id;
  console.log(`A judged show of ${show.cages.length.toLocaleString('en')} cages, ${BREEDERS} breeders\n`);
  console.log(
    `${'page'.padEnd(26)} ${'sent as'.padEnd(9)} ${'HTML KB'.padStart(8)} ${'data KB'.padStart(8)} ${'ms'.padStart(6)} ${'server held ms'.padStart(15)}`,
  );
  for (const path of [
    `/event/${id}`,
    `/event/${id}/cages`,
    `/results/${id}`,
    `/results/${id}/list`,
    `/results/${id}/cards`,
    `/results/${id}/breeder`,
    `/results/${id}/bestBreeder`,
  ]) {
    const held = monitorEventLoopDelay({ resolution: 10 });
    held.enable();
    const started = performance.now();
    const html = await (
      await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    ).text();
    const ms = performance.now() - started;
    held.disable();
    const sentAs = html.includes(`id="${PAGE_STATE_ID}"`) ? 'rendered' : 'shell';
    // The page's data (its answers, for the app to take the page over with) within its HTML.
    const state = html.match(new RegExp(`<script[^>]*id="${PAGE_STATE_ID}"[^>]*>([^]*?)</script>`))?.[1];
    console.log(
      `${path.padEnd(26)} ${sentAs.padEnd(9)} ${(html.length / 1e3).toFixed(0).padStart(8)} ${state ? (state.length / 1e3).toFixed(0).padStart(8) : '       –'} ${ms.toFixed(0).padStart(6)} ${(held.max / 1e6).toFixed(0).padStart(15)}`,
    );
  }
} finally {
  await server.close();
}
