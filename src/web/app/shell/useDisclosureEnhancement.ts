import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Closes `details` (if open); moves focus to its summary when focus was inside, or when `focus`. */
function closeDetails(details: HTMLDetailsElement | null, focus = false): void {
  if (!details?.open) return;
  const hadFocus = details.contains(document.activeElement);
  details.open = false;
  if (focus || hadFocus) details.querySelector<HTMLElement>(':scope > summary')?.focus();
}

/**
 * The header's drop-down panels (the phone's menu, the wide header's languages) are native
 * `<details>` disclosures: the browser opens and closes them and follows their links, with or
 * without the app's script. Once the app runs, this adds what a menu is expected to do: it closes
 * on every navigation (a link in it, a language switch, back), on Escape (focus back on its
 * summary), and on a click anywhere outside it. The element stays uncontrolled (React never sets
 * `open`), so a panel opened before the app took the page over stays as the visitor left it.
 *
 * Returns the ref for the `<details>` and `close()` (focus goes to the summary when it was inside
 * the panel, so it is not lost on the page).
 */
export function useDisclosureEnhancement() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);

  useEffect(() => {
    // Only a change: the first run is no navigation (a panel opened before the take-over stays).
    if (shownKey.current === key) return;
    shownKey.current = key;
    closeDetails(ref.current);
  }, [key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeDetails(details, true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) closeDetails(details);
    };
    const listen = (on: boolean) => {
      if (on) {
        document.addEventListener('keydown', onKeyDown);
        document.addEventListener('click', onClick);
      } else {
        document.removeEventListener('keydown', onKeyDown);
        document.removeEventListener('click', onClick);
      }
    };
    // Listening only while open: `toggle` comes after the click that opened it.
    const onToggle = () => listen(details.open);
    details.addEventListener('toggle', onToggle);
    if (details.open) listen(true);
    return () => {
      details.removeEventListener('toggle', onToggle);
      listen(false);
    };
  }, []);

  const close = useCallback(() => closeDetails(ref.current), []);
  return { ref, close };
}
