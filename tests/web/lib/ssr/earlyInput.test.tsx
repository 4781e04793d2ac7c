import { fireEvent } from '@testing-library/react';
import { watchEarlyInput } from '@web/lib/ssr/earlyInput';
import { act, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// A page the server rendered is typed into before React has taken it over.

const BREEDERS = ['Heinz Brinkmann', 'Karl Zimmermann', 'Anna Vogt'];

function Search({ initial = '', onInput }: { initial?: string; onInput?: () => void }) {
  const [query, setQuery] = useState(initial);
  const [klass, setKlass] = useState('all');
  const [note, setNote] = useState('');
  const [sort, setSort] = useState('');
  const shown = BREEDERS.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
  return (
    <div>
      <input
        type="search"
        aria-label="Züchter suchen"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onInput={onInput}
      />
      <select aria-label="Klasse" value={klass} onChange={(e) => setKlass(e.target.value)}>
        <option value="all">Alle</option>
        <option value="elite">Elite</option>
      </select>
      {/* No option selected: the browser shows the first one. */}
      <select aria-label="Sortierung" defaultValue={undefined} onChange={(e) => setSort(e.target.value)}>
        <option value="name">Name</option>
        <option value="total">Summe</option>
      </select>
      <textarea aria-label="Notiz" defaultValue="" onChange={(e) => setNote(e.target.value)} />
      <ul>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <output>
        {klass}|{note}|{sort}
      </output>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function renderedPage(props: { initial?: string; onInput?: () => void } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search {...props} />);
  document.body.append(container);
  // As the entry does: watched from its first lines, handed over right after hydrateRoot.
  const early = watchEarlyInput(() => container);
  const takeOver = () => {
    startTransition(() => {
      root = hydrateRoot(container, <Search {...props} />);
    });
    early.handOver();
  };
  const field = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
  const names = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
  const output = () => container.querySelector('output')?.textContent;
  return { container, takeOver, field, names, output };
}

describe('typing before the take-over', () => {
  it('reaches the app as React takes the page over: the list is filtered, the pick and the note are known', () => {
    const page = renderedPage();
    const search = page.field<HTMLInputElement>('Züchter suchen');
    search.focus();
    search.value = 'brink';
    search.setSelectionRange(2, 2);
    page.field<HTMLSelectElement>('Klasse').value = 'elite';
    page.field<HTMLTextAreaElement>('Notiz').value = 'Käfig 16 prüfen';

    // At once: React takes the page over in the same task (nothing painted in between).
    page.takeOver();
    expect(page.names()).toEqual(['Heinz Brinkmann']);
    expect(search.value).toBe('brink');
    expect(page.output()).toBe('elite|Käfig 16 prüfen|');
    // The person typing goes on where the caret was.
    expect(document.activeElement).toBe(search);
    expect([search.selectionStart, search.selectionEnd]).toEqual([2, 2]);

    // And typing on reaches the app as usual.
    act(() => {
      fireEvent.input(search, { target: { value: 'zimmer' } });
    });
    expect(page.names()).toEqual(['Karl Zimmermann']);
  });

  it('leaves untouched fields alone: a value the server rendered, a select showing its first option', async () => {
    const inputs: string[] = [];
    const page = renderedPage({ initial: 'mann', onInput: () => inputs.push('onInput') });
    const changes: string[] = [];
    page.container.addEventListener('input', () => changes.push('input'));
    page.container.addEventListener('change', () => changes.push('change'));

    await act(async () => page.takeOver());
    expect(changes).toEqual([]);
    expect(inputs).toEqual([]);
    expect(page.field<HTMLInputElement>('Züchter suchen').value).toBe('mann');
    expect(page.output()).toBe('all||');
    // Taken over: typing reaches the app.
    act(() => {
      fireEvent.input(page.field('Züchter suchen'), { target: { value: 'vogt' } });
    });
    expect(page.names()).toEqual(['Anna Vogt']);
  });

  it('sends the app one event per changed field, none of its own', () => {
    const inputs: string[] = [];
    const page = renderedPage({
      onInput: () => inputs.push(page.field<HTMLInputElement>('Züchter suchen').value),
    });
    page.field<HTMLInputElement>('Züchter suchen').value = 'brink';
    page.field<HTMLSelectElement>('Klasse').value = 'elite';
    page.takeOver();
    expect(page.output()).toBe('elite||');
    expect(inputs).toEqual(['brink']);
  });

  it('leaves a word the keyboard is still composing to the keystroke that ends it', () => {
    const page = renderedPage();
    const search = page.field<HTMLInputElement>('Züchter suchen');
    search.focus();
    search.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    search.value = 'Zimm';
    page.takeOver();
    // Not set again (that would cancel the composition), not yet told.
    expect(search.value).toBe('Zimm');
    expect(page.names()).toHaveLength(3);
    act(() => {
      search.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'Zimm' }));
      fireEvent.input(search, { target: { value: 'Zimmer' } });
    });
    expect(page.names()).toEqual(['Karl Zimmermann']);
  });
});
