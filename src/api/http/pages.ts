import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DEFAULT_LOCALE,
  localeCookieString,
  localeFromCookie,
  localeOfPath,
  negotiateLocale,
  withLocale,
} from '../../shared/locales.ts';
import { canonicalPath, movedPath } from '../../shared/routes.ts';
import type { Logger } from '../logger.ts';
import { compressFast, pickEncoding } from './encoding.ts';
import { createIndexTemplate } from './headHtml.ts';
import { describePage, type PageHeadDeps } from './pageHead.ts';
import type { AppRenderer } from './serverRendering.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import type { RenderedPage } from './staticFiles.ts';

const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';
/** Crawlers fetch these rarely; an hour keeps a new event from waiting long. */
const CRAWLER_CACHE = 'public, max-age=3600';
/** Browsers keep a permanent redirect; a day lets a mistaken one wear off. */
const REDIRECT_CACHE = 'public, max-age=86400';

/**
 * What answers a page navigation: index.html with the page's head (title, description, hreflang,
 * canonical, Open Graph, JSON-LD) and 404 for what is no page. The public pages worth finding (those
 * with addresses to index) also carry their content, rendered by `renderApp` when the server build
 * of the app is there. Should the database or the render fail, the page goes without that part, and
 * the app in the browser shows what it can.
 */
export function createPageRenderer(deps: PageHeadDeps & { log: Logger; renderApp?: AppRenderer }) {
  return (indexHtml: string) => {
    const template = createIndexTemplate(indexHtml, deps.publicUrl);
    return async (pathname: string, url = pathname, gone?: AbortSignal): Promise<RenderedPage> => {
      let head: Awaited<ReturnType<typeof describePage>>;
      try {
        head = await describePage(pathname, deps);
      } catch (error) {
        deps.log.error('page head failed', { path: pathname, error });
        return { status: 200, html: indexHtml };
      }
      const app =
        deps.renderApp && head.status === 200 && head.urls
          ? await deps.renderApp(url, head.locale, gone).catch((error: unknown) => {
              deps.log.error('page render failed', { path: pathname, error });
              return null;
            })
          : null;
      return { status: head.status, html: template.render(head, app) };
    };
  };
}

/**
 * A page asked for by another spelling than its own answers with a permanent redirect to it, the
 * query kept (true): an English page's old address (its German path under /en, e.g. /en/datenschutz)
 * to its English path (/en/privacy), so that old links, bookmarks and search results keep working,
 * and any other case, padded id or trailing slash (/RESULTS/004/cards/) to the canonical path
 * (/results/4/cards), before a page is rendered: every spelling would otherwise be a render of its
 * own. Every other request is left to others (false).
 */
export function redirectMovedPage(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  // The path as sent, not as `new URL` tidied it: `/./results/4`, `/x/../results/4` and
  // `/results\4` are other spellings too, and the rendered-page cache keys by what was sent.
  const sent = url.split(/[?#]/, 1)[0];
  const canonical = canonicalPath(pathname);
  const target = movedPath(pathname) ?? (canonical !== null && canonical !== sent ? canonical : null);
  if (!target) return false;
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  res
    .writeHead(301, {
      location: `${target}${query}`,
      'cache-control': REDIRECT_CACHE,
      'content-type': 'text/plain; charset=utf-8',
    })
    .end(req.method === 'HEAD' ? undefined : `Moved to ${target}\n`);
  return true;
}

/**
 * The bare home page `/` in the visitor's language, as the app in the browser would choose it: a
 * remembered choice (the locale cookie), else the browser's languages (Accept-Language). A visitor
 * whose language is not German is sent on to that language's home page (302, true), so that the
 * page the server renders is already in their language. Everything else is left to others (false).
 * A link followed on this site to German is the visitor's own choice (`rememberLanguageChoice`, asked
 * first), and so is any other request from this site.
 */
export function redirectHomeByLanguage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  https: boolean,
): boolean {
  if (pathname !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (req.headers['sec-fetch-site'] === 'same-origin') return false;
  const remembered = localeFromCookie(req.headers.cookie ?? '');
  const locale = remembered ?? negotiateLocale(acceptedLanguages(req.headers['accept-language']));
  if (locale === DEFAULT_LOCALE) return false;
  const url = req.url ?? '/';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  res
    .writeHead(302, {
      location: `${withLocale('/', locale)}${query}`,
      vary: 'Cookie, Accept-Language',
      'cache-control': 'no-cache',
      'content-type': 'text/plain; charset=utf-8',
      // A first visit's language is remembered, as the app does for one it negotiates itself.
      ...(remembered ? {} : { 'set-cookie': localeCookieString(locale, https) }),
    })
    .end();
  return true;
}

/**
 * A page of the other language reached by a link on this site is the visitor's choice of that
 * language, remembered as the app's language switch would remember it (the locale cookie, which
 * the app follows once it runs and the home page `/` goes by): without script, the header's
 * language links are plain links, and every other link on a page stays in its language. A
 * navigation from elsewhere (a typed address, a mail, a search result: not `same-origin`) chooses
 * nothing. True when the navigation came from this site (then it chose, or kept, its language).
 */
export function rememberLanguageChoice(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  https: boolean,
): boolean {
  const { 'sec-fetch-site': site, 'sec-fetch-mode': mode, 'sec-fetch-dest': dest } = req.headers;
  if (req.method !== 'GET' || site !== 'same-origin' || mode !== 'navigate' || dest !== 'document')
    return false;
  // A file (a CSV, the sitemap) is in no language.
  if (pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return false;
  const locale = localeOfPath(pathname);
  const remembered = localeFromCookie(req.headers.cookie ?? '');
  // Nothing remembered and German (the default) chosen: as good as remembered.
  if (locale !== (remembered ?? DEFAULT_LOCALE))
    res.appendHeader('set-cookie', localeCookieString(locale, https));
  return true;
}

/** The language tags of an Accept-Language header, most wanted first ("en-GB,de;q=0.8" → en-GB, de). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Answers /sitemap.xml and /robots.txt (true), or leaves the request to others (false). */
export function serveCrawlerFiles(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: PageHeadDeps & { log: Logger; robotsBase: () => string | undefined },
): boolean {
  if (pathname !== SITEMAP_PATH && pathname !== ROBOTS_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed\n');
    return true;
  }
  const body =
    pathname === ROBOTS_PATH
      ? Promise.resolve({
          text: robotsTxt(deps.robotsBase(), deps.publicUrl),
          type: 'text/plain; charset=utf-8',
        })
      : buildSitemap(deps.db, deps.publicUrl).then((text) => ({
          text,
          type: 'application/xml; charset=utf-8',
        }));
  body
    .then(async ({ text, type }) => {
      const raw = Buffer.from(text, 'utf8');
      const encoding = raw.length >= 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
      const sent = encoding ? await compressFast(raw, encoding) : raw;
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', CRAWLER_CACHE);
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', sent.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : sent);
    })
    .catch((error: unknown) => {
      deps.log.error('crawler file failed', { path: pathname, error });
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error\n');
    });
  return true;
}
