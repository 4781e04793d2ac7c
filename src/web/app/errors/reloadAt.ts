/** A full page load: the broken in-memory state is dropped, and the errored URL leaves the history. */
export function reloadAt(url: string): void {
  window.location.replace(url);
}
