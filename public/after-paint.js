// A page the server rendered is readable and usable without the app's script (links, GET forms,
// <details> menus): the server leaves the app's script tags in a <template id="after-paint"> at the
// end of the head (src/api/http/headHtml.ts), and this, the page's one other script, adds them to
// the head once the page has been painted. On a phone's connection the app's ~150 KB would
// otherwise share the bandwidth the page's HTML and style sheets need for the first paint
// (Lighthouse's simulated first and largest paint count every script asked for before it;
// figures in docs/decisions/0039-public-pages-work-as-plain-html.md). A page opened in the
// background is not painted until shown: there the scripts are added at once.
const add = () => {
  document.removeEventListener('visibilitychange', add);
  const template = document.getElementById('after-paint');
  if (!(template instanceof HTMLTemplateElement)) return;
  // Once: the template goes, its scripts stay (imported, a template's scripts run when added).
  template.remove();
  document.head.append(document.importNode(template.content, true));
};
if (document.visibilityState === 'hidden') add();
else {
  // The frame's callbacks run before its paint; the timeout's task comes after it.
  requestAnimationFrame(() => setTimeout(add, 0));
  document.addEventListener('visibilitychange', add, { once: true });
}
