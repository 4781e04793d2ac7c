import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIST_PARAMS } from './listParams';

interface ListFilterFormProps {
  /** Its fields, named by `LIST_PARAMS` (a class select, a search field). */
  children: ReactNode;
  /** What the form does, its name as a landmark for screen readers ("Klasse wählen", "Züchter suchen"). */
  label: string;
}

/**
 * A long list's filters as a plain GET form: without JavaScript the browser submits it and the
 * server renders the filtered first page. With it, the app navigates to the same address itself
 * (a new history entry, so back returns to the previous filter). A select submits it as soon as it
 * changes (`submitOnChange`); a search field on Enter or the button.
 */
export function ListFilterForm({ children, label }: ListFilterFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    // A new filter starts on its first page.
    next.delete(LIST_PARAMS.page);
    const search = next.toString();
    navigate({ pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  };
  return (
    <form method="get" action={pathname} onSubmit={submit} aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit" variant="default">
          <Trans>Anzeigen</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** For a select's `onChange`: submits its form (with JavaScript the filter applies at once). */
export function submitOnChange(event: { currentTarget: { form: HTMLFormElement | null } }) {
  event.currentTarget.form?.requestSubmit();
}

/**
 * A filter field that shows what the address says: uncontrolled (`defaultValue`), so that what a
 * visitor typed or picked before the app took the page over stays in the field (React sets a
 * controlled field back to its state when it takes the page over), and set anew only when the
 * address changes (back, a link, the form sent). Spread onto the field: `{...useAddressField(q)}`.
 * With `applyEarlyPick` (a select that applies as soon as it is picked), a pick made before the app
 * ran is applied once it does, as the pick would have been.
 */
export function useAddressField<T extends HTMLInputElement | HTMLSelectElement>(
  fromAddress: string,
  { applyEarlyPick = false } = {},
) {
  const ref = useRef<T>(null);
  const shown = useRef(fromAddress);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has taken the field over
  useEffect(() => {
    const field = ref.current;
    if (applyEarlyPick && field && field.value !== fromAddress) field.form?.requestSubmit();
  }, []);
  useEffect(() => {
    if (shown.current === fromAddress) return;
    shown.current = fromAddress;
    if (ref.current && ref.current.value !== fromAddress) ref.current.value = fromAddress;
  }, [fromAddress]);
  return { ref, defaultValue: fromAddress };
}
