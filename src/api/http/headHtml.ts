import type { Locale } from '../../shared/locales.ts';
import { APP_NAME } from '../../shared/site.ts';
import { type PageHead, SHARE_IMAGE } from './pageHead.ts';
import type { RenderedApp } from './serverRendering.ts';

const OG_LOCALES: Record<Locale, string> = { de: 'de_DE', en: 'en_US' };

/** The built index.html, split once so that each page only fills in its head. */
export interface IndexTemplate {
  /** The page with its head, and with the app's HTML and data when the server rendered it. */
  render(head: PageHead, app?: RenderedApp | null): string;
}

const TITLE_MARK = '\u0000title\u0000';
/** The empty element after a rendered app's HTML that the first paint waits for. */
const APP_END_ID = 'app-end';
/** Where the app renders: empty in index.html. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;
const STYLESHEET = /<link\s[^>]*rel=["']stylesheet["'][^>]*>[ \t]*\n?/gi;
/** A module script or a module preload, as the build and `assetTags` write them, with its line. */
const SCRIPT_TAG = /[ \t]*<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?[ \t]*\n?/gi;
/** Where a rendered page keeps the app's script tags until it has been painted (public/after-paint.js). */
const AFTER_PAINT_ID = 'after-paint';
/** The page's one script before the app's: it adds them then. A file of the build's public folder. */
const AFTER_PAINT_SCRIPT = '<script type="module" src="/after-paint.js"></script>';
const isStylesheet = (tag: string) => /^<link\s[^>]*rel=["']stylesheet["']/i.test(tag);

/**
 * Takes the app's own title and description out of index.html (each page gets its own) and keeps
 * the rest as it is: the page's tags go where the title was (early, for link previews that read only
 * the start), or else at the end of <head>; `<html lang>` names the page's language.
 *
 * Order of the requests in the head: first the style sheets (the app's, then the page's), which the
 * first paint waits for; then the entry script and its chunks; last the page's own chunks. On an
 * HTTP/1.1 connection a browser fetches six files at a time, in this order, so the styles must not
 * wait behind dozens of scripts that only the take-over needs.
 *
 * A rendered page works without the app's scripts (links, GET forms, `<details>` menus), so it
 * asks for them only once it has been painted: their tags go, in the same order and with low
 * priority, into a `<template>` at the end of the head, which `public/after-paint.js` (named just
 * before it) adds to the head after the first frame. The document and its style sheets get the
 * connection to themselves. The app shell, which shows nothing before its scripts run, keeps them
 * in the head at their normal priority.
 *
 * A rendered page is painted whole or not at all: its head asks the browser (`<link rel="expect"
 * blocking="render">`, Chromium 124+) not to paint before it has parsed an empty marker right after
 * the app's HTML (`APP_END_ID`), not the page's data after that. A browser parses a page in turns,
 * and on a slow phone it would otherwise paint what it had so far once the styles were there: the
 * header with half its buttons, the home page's banner without its two links, which then jumped
 * when the rest was parsed a moment later. The marker cannot be the root itself: Chromium paints
 * once the element it waits for is in the document, and the root is before its content.
 */
export function createIndexTemplate(indexHtml: string, publicUrl: string): IndexTemplate {
  const appStyles = indexHtml.match(STYLESHEET)?.map((tag) => tag.trim()) ?? [];
  let marked = indexHtml
    .replace(STYLESHEET, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>\s*/i, TITLE_MARK);
  if (!marked.includes(TITLE_MARK)) marked = marked.replace(/<\/head>/i, `${TITLE_MARK}</head>`);
  const [before, after = ''] = marked.split(TITLE_MARK);
  const indent = before.match(/\n([ \t]*)$/)?.[1] ?? '';
  const start = before.slice(0, before.length - indent.length);
  const lines = (tags: string[]) => tags.map((tag) => `${indent}${tag}\n`).join('');
  return {
    render(head, app) {
      const assets = app?.headTags ?? [];
      const whole = app ? [`<link rel="expect" href="#${APP_END_ID}" blocking="render">`] : [];
      const first = [...headTags(head, publicUrl), ...whole, ...appStyles, ...assets.filter(isStylesheet)];
      const last = assets.filter((tag) => !isStylesheet(tag));
      let html = `${start}${lines(first)}${indent}${after}`;
      if (last.length > 0)
        html = html.replace(/<\/head>/i, () => `${lines(last).trimStart()}${indent}</head>`);
      if (app) {
        const scripts: string[] = [];
        html = html.replace(SCRIPT_TAG, (tag) => {
          scripts.push(
            tag
              .trim()
              .replace(/^<(script type="module"|link rel="modulepreload")/, '<$1 fetchpriority="low"'),
          );
          return '';
        });
        const template = `${AFTER_PAINT_SCRIPT}<template id="${AFTER_PAINT_ID}">${scripts.join('')}</template>`;
        html = html.replace(/([ \t]*)<\/head>/i, (end, space: string) => `${space}${template}\n${end}`);
        // A rendered page works without scripts (links, GET forms, the menu): the shell's request
        // to turn JavaScript on is for the pages that cannot (forms that log in, judging).
        html = html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>[ \t]*\n?/i, '');
        // A function, so that a `$` in the page's text is not read as a replacement pattern.
        html = html.replace(
          ROOT_ELEMENT,
          () => `<div id="root">${app.html}</div><template id="${APP_END_ID}"></template>${app.stateScript}`,
        );
      }
      return html.replace(/<html([^>]*?)\slang=["'][^"']*["']/i, `<html$1 lang="${head.locale}"`);
    },
  };
}

/** The tags of one page: title, description, robots, canonical, hreflang, Open Graph, JSON-LD. */
function headTags(head: PageHead, publicUrl: string): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.urls) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.urls[head.locale])}">`);
    for (const [locale, url] of Object.entries(head.urls))
      tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(url)}">`);
    // German is the default: the unprefixed addresses.
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.urls.de)}">`);
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
  );
  if (head.urls) tags.push(meta('property', 'og:url', head.urls[head.locale]));
  tags.push(meta('property', 'og:locale', OG_LOCALES[head.locale]));
  for (const [locale, ogLocale] of Object.entries(OG_LOCALES))
    if (locale !== head.locale) tags.push(meta('property', 'og:locale:alternate', ogLocale));
  tags.push(
    meta('property', 'og:image', `${publicUrl}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('name', 'twitter:card', 'summary'),
  );
  if (head.structuredData)
    // `<` is escaped so that no text from the database can end the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(head.structuredData).replace(/</g, '\\u003c')}</script>`,
    );
  return tags;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
