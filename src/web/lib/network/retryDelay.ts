/**
 * How long to wait before asking again for what could not be fetched while the browser said it
 * was online ("online" comes when the device has a network, not always when requests get through:
 * Wi-Fi joined, its address not yet there): 1, 2, 4 … s, at most 30 s. `misses`: tries in a row
 * without an answer, the first one 0.
 */
export function retryDelay(misses: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** misses);
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
