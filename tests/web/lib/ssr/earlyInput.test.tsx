import { fireEvent, waitFor } from '@testing-library/react';
import { handOverEarlyInput } from '@web/lib/ssr/earlyInput';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// A page the server rendered is typed into before React has taken it over.

const BREEDERS = ['Heinz Brinkmann', 'Karl Zimmermann', 'Anna Vogt'];

function Search({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  const [klass, setKlass] = useState('all');
  const [note, setNote] = useState('');
  const shown = BREEDERS.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
  return (
    <>
      <input
        type="search"
        aria-label="Züchter suchen"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <select aria-label="Klasse" value={klass} onChange={(e) => setKlass(e.target.value)}>
        <option value="all">Alle</option>
        <option value="elite">Elite</option>
      </select>
      <textarea aria-label="Notiz" defaultValue="" onChange={(e) => setNote(e.target.value)} />
      <ul>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <output>
        {klass}|{note}
      </output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function renderedPage(initial?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search initial={initial} />);
  document.body.append(container);
  const takeOver = () => {
    startTransition(() => {
      root = hydrateRoot(container, <Search initial={initial} />);
    });
    handOverEarlyInput(container);
  };
  const names = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
  return { container, takeOver, names };
}

describe('typing before the take-over', () => {
  it('reaches the app once React has taken the page over: the list is filtered, the pick and the note are known', async () => {
    const page = renderedPage();
    const search = page.container.querySelector('input')!;
    const select = page.container.querySelector('select')!;
    const note = page.container.querySelector('textarea')!;
    search.focus();
    search.value = 'brink';
    search.setSelectionRange(2, 2);
    select.value = 'elite';
    note.value = 'Käfig 16 prüfen';

    page.takeOver();
    await waitFor(() => expect(page.names()).toEqual(['Heinz Brinkmann']));
    expect(search.value).toBe('brink');
    expect(page.container.querySelector('output')?.textContent).toBe('elite|Käfig 16 prüfen');
    // The person typing goes on where the caret was.
    expect(document.activeElement).toBe(search);
    expect([search.selectionStart, search.selectionEnd]).toEqual([2, 2]);

    // And typing on reaches the app as usual.
    fireEvent.input(search, { target: { value: 'zimmer' } });
    await waitFor(() => expect(page.names()).toEqual(['Karl Zimmermann']));
  });

  it('leaves untouched fields alone, including one the server rendered with a value', async () => {
    const page = renderedPage('mann');
    const search = page.container.querySelector('input')!;
    const changes: string[] = [];
    page.container.addEventListener('input', () => changes.push('input'));
    page.container.addEventListener('change', () => changes.push('change'));

    page.takeOver();
    await waitFor(() => expect(root).toBeDefined());
    expect(changes).toEqual([]);
    expect(search.value).toBe('mann');
    expect(page.names()).toEqual(['Heinz Brinkmann', 'Karl Zimmermann']);
  });
});
