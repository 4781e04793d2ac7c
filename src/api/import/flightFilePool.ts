import { Piscina } from 'piscina';
import type { FlightFileReading } from './readFlightFile.ts';

// Compiled, the worker is JavaScript beside this file; from sources it needs tsx's loader first.
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./readFlightFileWorker.source.mjs', import.meta.url)
  : new URL('./readFlightFileWorker.js', import.meta.url);

/** A worker that has read nothing for this long ends, and its memory goes back to the system. */
const IDLE_MS = 10_000;

let pool: Piscina | undefined;

/**
 * Reads a flight-result file in a worker thread: parsing 200,000 rows or a spreadsheet takes
 * seconds of pure computation that would otherwise stop every other request. One thread is
 * enough (imports are rare) and bounds the memory a big file can take.
 */
export async function readFlightFileOffThread(bytes: Uint8Array, today: string): Promise<FlightFileReading> {
  pool ??= new Piscina({ filename: WORKER.href, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_MS });
  // A copy of its own, handed over instead of cloned.
  const own = new Uint8Array(bytes);
  return pool.run({ bytes: own, today }, { transferList: [own.buffer] });
}

/** Ends the worker (when the server stops). */
export async function closeFlightFilePool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
