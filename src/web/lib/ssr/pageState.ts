import { PAGE_STATE_ID } from '@shared/serverRender';
import type { AnswerMap } from './serverAnswers';

/** What a page rendered by the server hands to the app that takes it over in the browser. */
export interface PageState {
  /** Answers of the public queries (usePublicQuery). */
  answers: AnswerMap;
  /** Apollo's cache after the render (pages under the Apollo layout). */
  apollo: Record<string, unknown> | null;
  /** React Router's hydration data (loader results of the matched routes). */
  router: unknown;
  /** The server's clock when it rendered the page (ms since the epoch): see useNow. */
  renderedAt: number;
}

let read: PageState | null | undefined;

/** The state the server put into this page, or null for the app shell (service worker, dev server). */
export function readPageState(): PageState | null {
  if (read !== undefined) return read;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_STATE_ID);
  read = element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
  return read;
}

/** An answer the page was rendered with has been taken over: later visits ask the server. */
export function forgetRenderedAnswer(key: string): void {
  if (read) delete read.answers[key];
}

/** A JSON script element: not executed (the CSP allows no inline script), `<` escaped. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}
