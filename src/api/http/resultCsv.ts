import type { IncomingMessage, ServerResponse } from 'node:http';
import { resultCsvRequest } from '../../shared/resultCsv.ts';
import type { Logger } from '../logger.ts';
import { compressFast, pickEncoding } from './encoding.ts';
import type { AppRenderer } from './serverRendering.ts';

/**
 * Answers a results page's CSV link (`/results/4/list.csv?class=ELITE_F`, src/shared/resultCsv.ts)
 * with the file, written by the app's server build in the page's language: a plain link, so a
 * download works before the app runs, and without it (true). Every other request is left to
 * others (false). No file for an event whose results are not out, a wrong filter or an address
 * that names no page: 404. Without the server build (not built yet), or with too many renders
 * waiting, 503: try again.
 */
export function serveResultCsv(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: { renderApp?: AppRenderer; publicUrl: string; log: Logger },
): boolean {
  const url = req.url ?? pathname;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  if (!resultCsvRequest(pathname, query)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed\n');
    return true;
  }
  if (!deps.renderApp) {
    res
      .writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain; charset=utf-8' })
      .end('Not available\n');
    return true;
  }
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  deps.renderApp
    .csv(`${pathname}?${query}`, new URL(deps.publicUrl).origin, gone.signal)
    .then(async (file) => {
      if (res.headersSent || res.destroyed) return;
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      const raw = Buffer.from(file.text, 'utf8');
      const encoding = raw.length >= 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
      const sent = encoding ? await compressFast(raw, encoding) : raw;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', attachment(file.fileName));
      // Results change until they are final: always asked for anew.
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', sent.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : sent);
    })
    .catch((error: unknown) => {
      deps.log.error('CSV file failed', { path: pathname, error });
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error\n');
    });
  return true;
}

/** The file's name for the browser: plain ASCII for old ones, the whole name in UTF-8 (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'results.csv'}"; filename*=UTF-8''${encoded}`;
}
