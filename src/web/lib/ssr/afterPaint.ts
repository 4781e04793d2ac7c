import { AFTER_PAINT_ID } from '@shared/afterPaint';

/** How many of the scripts' tags are added in one task. */
const TAGS_PER_TASK = 8;

/**
 * Fetches a rendered page's scripts once the page has been painted: the server leaves them, the
 * app's entry and its module preloads, in a `<template>` at the end of the head
 * (src/api/http/headHtml.ts), and this adds them to the head in the task after the first frame.
 *
 * Why: the page is readable without them, and on a phone's connection the ~150 KB of the app's
 * code took the bandwidth the page's own HTML and style sheets needed for the first paint
 * (Lighthouse's simulated LCP counted every script that had arrived before the paint). Taps
 * and typed text in the meantime are held by the page's first script and handed to the app.
 *
 * A page opened in the background is not painted until it is shown: its scripts are added at
 * once, or as soon as it is hidden. The bare app shell has no template, and its scripts load as
 * the head names them.
 */
export function loadScriptsAfterPaint(doc: Document = document): void {
  const add = () => {
    // The template is the head's last element: until the parser has reached the body, it may
    // be only partly read (an async first script may run that early).
    if (doc.readyState === 'loading' && !doc.body) {
      doc.addEventListener('DOMContentLoaded', add, { once: true });
      return;
    }
    doc.removeEventListener('visibilitychange', add);
    const template = doc.getElementById(AFTER_PAINT_ID);
    if (!(template instanceof HTMLTemplateElement)) return;
    // Once: the template goes, its scripts stay.
    template.remove();
    const tags = [...doc.importNode(template.content, true).childNodes];
    // A few at a time, each batch in a task of its own: all of a big page's tags at once were one
    // long task on a phone (figures in decision 0012).
    const addSome = () => {
      doc.head.append(...tags.splice(0, TAGS_PER_TASK));
      if (tags.length > 0) setTimeout(addSome, 0);
    };
    addSome();
  };
  if (doc.visibilityState === 'hidden') {
    add();
    return;
  }
  // The frame's callbacks run before its paint; the timeout's task comes after it.
  requestAnimationFrame(() => setTimeout(add, 0));
  doc.addEventListener('visibilitychange', add, { once: true });
}
