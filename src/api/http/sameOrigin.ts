import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import { appError } from '../errors.ts';

/**
 * The app's own origin: its public address, or the host the request was sent to (a server reached
 * under another name than PUBLIC_URL, as in tests and on a LAN).
 */
function isOwnOrigin(origin: string, publicUrl: string, host: string | null | undefined): boolean {
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  if (given.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && host !== null && given.host === host;
}

/** The origin check of a WebSocket upgrade (browsers always send `Origin` with one). */
export function upgradeFromOwnOrigin(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  return !origin || isOwnOrigin(origin, publicUrl, req.headers.host);
}

/**
 * No request from a page of another site runs: a browser names the page's origin in `Origin` on
 * every POST (and on a cross-site GET), so one from another origin is refused before anything is
 * parsed (REQUEST_REFUSED, HTTP 403). Requests without `Origin` (tools, the server's own tests)
 * pass here; what a foreign page could send without it, a simple GET or form POST, the CSRF rule
 * after this one refuses.
 */
export function sameOriginPlugin(publicUrl: string): Plugin {
  return {
    onRequestParse({ request }) {
      const origin = request.headers.get('origin');
      if (origin && !isOwnOrigin(origin, publicUrl, request.headers.get('host')))
        throw appError('REQUEST_REFUSED', 'Requests from other sites are refused', { http: { status: 403 } });
    },
  };
}
