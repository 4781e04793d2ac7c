import type { ServerResponse } from 'node:http';
import { SERVER_TIME_HEADER } from '../../shared/site.ts';

/**
 * Sets SERVER_TIME_HEADER on the answer as its head goes out, whoever writes it (Yoga, the body
 * limits, a failure): Node writes every head through writeHead, an implicit one too. So the time
 * is that of sending, after the work and whether or not the answer came from a cache.
 */
export function stampServerTime(res: ServerResponse, now: () => Date): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader(SERVER_TIME_HEADER, String(now().getTime()));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
