/** Fields a person types into; checkboxes and radios change by a click, which is another matter. */
const TYPED =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), textarea';

export interface EarlyInput {
  /**
   * Makes React take the page over at once, and gives it what was typed or picked meanwhile; call
   * it right after `hydrateRoot`, in the same task.
   */
  handOver(): void;
  /** Stops watching, handing nothing over: the page is painted anew. */
  drop(): void;
}

/**
 * Hands what was typed or picked on a page the server rendered, before React took it over, to the
 * app.
 *
 * The browser keeps what was typed in a rendered field, and React keeps it on the screen when it
 * takes the field over, but it does not tell the app: a search typed while the page's code was
 * still loading stayed in its box, and the list under it stayed unfiltered. React calls a text
 * field's `onChange` only when the field's value differs from the value it noted for it, and it
 * notes the value it finds when it takes the field over: the typed one. And once the app
 * re-renders, a field the app controls is set back to the app's value. So `handOver`:
 * 1. notes what each changed field holds and sets the field back to what was rendered;
 * 2. sends a `change` event that reaches no handler, on the page's first element: React takes the
 *    page over at once (it does for such an event), noting the rendered values;
 * 3. field by field, puts back what was typed or picked, past React's note, and sends the field's
 *    event (`input`; `change` for a select): React calls `onChange`, the app re-renders with it.
 * Step 2 runs even when nothing was typed, so that the page is React's when `handOver` returns
 * (`handOverFields` says why). Nothing is painted between the steps. A field that cannot be handed
 * over keeps what was typed.
 * A word a phone's keyboard is still composing is left alone: setting the field would cancel it,
 * and the keystroke that ends it reaches the app anyway. If part of the page were still waiting
 * for its code when the events come, React would take that part over later, keeping the typed text
 * without telling the app; on a rendered page nothing waits (the page's code is loaded before
 * `hydrateRoot`).
 *
 * Call it as early as `holdEarlyClicks`, to learn which words are being composed (`root` is looked
 * up when handing over); call `handOver` before the held taps are replayed: a person types, then
 * taps "search".
 */
export function watchEarlyInput(root: () => HTMLElement | null): EarlyInput {
  const composing = new Set<EventTarget>();
  const start = (event: Event) => event.target && composing.add(event.target);
  const end = (event: Event) => event.target && composing.delete(event.target);
  document.addEventListener('compositionstart', start, true);
  document.addEventListener('compositionend', end, true);
  const drop = () => {
    document.removeEventListener('compositionstart', start, true);
    document.removeEventListener('compositionend', end, true);
  };
  return {
    drop,
    handOver() {
      drop();
      const element = root();
      if (!element) return;
      try {
        handOverFields(element, composing);
      } catch (error) {
        // Never in the way of the held taps' replay that follows; what was typed stays in its field.
        console.error('Could not hand what was typed to the app', error);
      }
    },
  };
}

function handOverFields(root: HTMLElement, composing: Set<EventTarget>): void {
  const changed: Array<() => void> = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue || composing.has(field)) continue;
    const caret = field === document.activeElement ? selection(field) : null;
    field.value = field.defaultValue;
    // What the browser made of the rendered value (a range's clamping, an email's spaces) is no change.
    if (field.value === typed) continue;
    changed.push(() => {
      try {
        setValue(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (caret) field.setSelectionRange(caret[0], caret[1]);
      } catch (error) {
        field.value = typed;
        console.error('Could not hand a typed value to the app', error);
      }
    });
  }
  for (const select of root.querySelectorAll('select')) {
    const options = [...select.options];
    const picked = options.map((option) => option.selected);
    for (const option of options) option.selected = option.defaultSelected;
    // A select without a selected option shows its first one: that is no pick either.
    if (options.every((option, i) => option.selected === picked[i])) continue;
    changed.push(() => {
      options.forEach((option, i) => {
        option.selected = picked[i]!;
      });
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  // Sent even when nothing was typed: `hydrateRoot` only schedules the take-over, in a later task,
  // and input the browser gets meanwhile (it can run input before that task) reaches React's
  // listeners on a page not yet taken over. React then takes the page over for it and sets each
  // field back to its rendered value without telling the app: the pick or text was gone. Taken
  // over here, there is no such moment.
  // React's change handling ignores this event (no field's value differs from React's note, and
  // it is not sent to a field). It does not bubble to the page's own listeners; capturing ones
  // above it see it, and React's own, on the root, is how it takes the page over.
  root.firstElementChild?.dispatchEvent(new Event('change'));
  for (const handOver of changed) handOver();
}

/** Sets a field's value past the setter React puts on the field to note each value set. */
function setValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const set = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!set) throw new Error('no value setter');
  set.call(field, value);
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
