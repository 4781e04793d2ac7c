import type { ServerResponse } from 'node:http';

// Mantine injects inline styles, hence 'unsafe-inline' for styles only; scripts stay 'self'.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // 'self' covers the same origin's ws:/wss: too (CSP level 3); a script can reach no other host.
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * A script or style sheet of the build (hashed names under /assets/). Such a file is never a
 * document, so a document's policies (CSP, framing, referrer, permissions, opener) do nothing on it;
 * `nosniff`, which makes a browser refuse it as anything but what its type says, is what counts.
 * Sent on each of the fifty-odd files of a first visit, those headers were about 30 KB that a phone
 * on a slow network waited for. A worker's script (`*.worker.ts` in the app, `*.worker-<hash>.js`
 * built) is the exception: a worker runs under the policy its own script is sent with.
 */
function isSubresource(pathname: string): boolean {
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(pathname) && !/\.worker-[^/]*\.js$/.test(pathname);
}

/** Set before any handler runs, so every answer (pages, GraphQL, errors, files) carries them. */
export function applySecurityHeaders(res: ServerResponse, https: boolean, pathname: string): void {
  if (isSubresource(pathname)) res.setHeader('X-Content-Type-Options', 'nosniff');
  else for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // HSTS only means something when the public address is HTTPS (behind a TLS proxy).
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=15552000');
}
