import type { EventCatalogueQuery } from '@web/gql/graphql';

type Entry = EventCatalogueQuery['eventCatalogue'][number];

/** The entries grouped by class, in the order the server gave (class order, then cage number). */
export function entriesByClass(
  entries: readonly Entry[],
): { classCode: Entry['classCode']; entries: Entry[] }[] {
  const groups: { classCode: Entry['classCode']; entries: Entry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.classCode === entry.classCode) last.entries.push(entry);
    else groups.push({ classCode: entry.classCode, entries: [entry] });
  }
  return groups;
}

/** The catalogue's index: each breeder with their cage numbers, by name. */
export function breederIndex(
  entries: readonly Entry[],
  locale: string,
): { id: string; name: string; cages: number[] }[] {
  const byBreeder = new Map<string, { id: string; name: string; cages: number[] }>();
  for (const entry of entries) {
    const breeder = byBreeder.get(entry.breeder.id) ?? {
      id: entry.breeder.id,
      name: entry.breeder.shownName,
      cages: [],
    };
    if (entry.cageNumber !== null && entry.cageNumber !== undefined) breeder.cages.push(entry.cageNumber);
    byBreeder.set(entry.breeder.id, breeder);
  }
  const collator = new Intl.Collator(locale);
  return [...byBreeder.values()]
    .map((breeder) => ({ ...breeder, cages: breeder.cages.sort((a, b) => a - b) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Every breeder with their registered pigeons (the office's answer to "what did X enter?"), by
 * name, each breeder's pigeons in the catalogue's order; `query` keeps the breeders whose name or
 * one of whose ring numbers contains it (any case).
 */
export function registrationsByBreeder(
  entries: readonly Entry[],
  locale: string,
  query = '',
): { id: string; name: string; entries: Entry[] }[] {
  const byBreeder = new Map<string, { id: string; name: string; entries: Entry[] }>();
  for (const entry of entries) {
    const breeder = byBreeder.get(entry.breeder.id) ?? {
      id: entry.breeder.id,
      name: entry.breeder.shownName,
      entries: [],
    };
    breeder.entries.push(entry);
    byBreeder.set(entry.breeder.id, breeder);
  }
  const needle = query.trim().toLocaleLowerCase(locale);
  const collator = new Intl.Collator(locale);
  return [...byBreeder.values()]
    .filter(
      (breeder) =>
        needle === '' ||
        breeder.name.toLocaleLowerCase(locale).includes(needle) ||
        breeder.entries.some((entry) => entry.ringNumber.toLocaleLowerCase(locale).includes(needle)),
    )
    .sort((a, b) => collator.compare(a.name, b.name));
}
