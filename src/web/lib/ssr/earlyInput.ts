/** Fields a person types into; checkboxes and radios change by a click, which is another matter. */
const TYPED =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), textarea';

/**
 * Gives React what was typed or picked on a page the server rendered before React took it over.
 *
 * The browser keeps what was typed in a rendered field, and React keeps it on the screen when it
 * takes the field over, but it does not tell the app: a search typed while the page's code was
 * still loading stayed in its box, and the list under it stayed unfiltered. React calls a field's
 * `onChange` only when the field's value differs from the value it noted for it, and it notes the
 * value it finds when it takes the field over: the typed one. And once the app re-renders, a field
 * the app controls is set back to the app's value. So:
 * 1. what each changed field holds is noted, and the field is set back to what was rendered;
 * 2. an `input` event makes React take the page over at once (it does for such an event), noting
 *    the rendered values, with no change to report;
 * 3. field by field, what was typed or picked is put back, past React's note, and the field's
 *    event sent: React reports the change, and the app re-renders with it.
 * Nothing is painted between the steps.
 *
 * Call it right after `hydrateRoot`, before held taps are replayed: a person types, then taps
 * "search".
 */
export function handOverEarlyInput(root: HTMLElement): void {
  const changed: Array<{ field: HTMLElement; handOver: () => void }> = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const caret = field === document.activeElement ? selection(field) : null;
    field.value = field.defaultValue;
    changed.push({
      field,
      handOver: () => {
        // The prototype's setter, past the one React puts on the field to note each value set.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (caret) field.setSelectionRange(caret[0], caret[1]);
      },
    });
  }
  for (const select of root.querySelectorAll('select')) {
    const options = [...select.options];
    const picked = options.map((option) => option.selected);
    if (options.every((option, i) => picked[i] === option.defaultSelected)) continue;
    for (const option of options) option.selected = option.defaultSelected;
    changed.push({
      field: select,
      handOver: () => {
        options.forEach((option, i) => {
          option.selected = picked[i]!;
        });
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
    });
  }
  // An event on the page's content, not on the root itself: React takes over what holds the target.
  changed[0]?.field.dispatchEvent(new Event('input', { bubbles: true }));
  for (const { handOver } of changed) handOver();
}

/** Where the caret was in a focused field, to keep it there; null for fields without one (number). */
function selection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
