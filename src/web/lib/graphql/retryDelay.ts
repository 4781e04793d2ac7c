/**
 * How long to wait before asking again for what could not be fetched while the browser says it is
 * online. "online" comes when the device has a network, not always when requests get through (Wi-Fi
 * joined, its address not yet there; a request of the last try still on its way): after 1, 2, 4 … s,
 * at most every 30 s, until an answer comes or the page is left. `misses`: tries in a row without
 * an answer, the first one 0.
 */
export function retryDelay(misses: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** misses);
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
