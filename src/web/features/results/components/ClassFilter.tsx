import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { CLASS_NAMES, type ClassCode } from '@shared/classification';
import { submitOnChange, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS } from '@web/lib/paging/listParams';

interface ClassFilterProps {
  /** The classes the show has. */
  classes: readonly { code: ClassCode }[];
  /** The class the address names; null for all. */
  chosen: ClassCode | null;
}

/**
 * The results' class filter: a field of its list's GET form (`?class=…`), applied as soon as a
 * class is picked once the app runs.
 */
export function ClassFilter({ classes, chosen }: ClassFilterProps) {
  const { t, i18n } = useLingui();
  const field = useAddressField<HTMLSelectElement>(chosen ?? '', { applyEarlyPick: true });
  return (
    <NativeSelect
      label={t`Klasse`}
      name={LIST_PARAMS.classCode}
      {...field}
      onChange={submitOnChange}
      data={[
        { value: '', label: t`Alle Klassen` },
        ...classes.map((c) => ({ value: c.code, label: i18n._(CLASS_NAMES[c.code]) })),
      ]}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
