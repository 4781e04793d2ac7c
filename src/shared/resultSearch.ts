/**
 * Searching a show's results: the server filters with these, so that a page of a big show holds
 * only what was found (src/shared/paging.ts).
 */

/** Lowercase, without accents, spaces, dots and dashes: "vögel" finds "Vogel", "DV 06976" a ring. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.\-_/]/g, '');
}

/** Breeders whose shown name contains the query (empty: all). */
export function searchBreeders<T extends { breeder: { shownName: string } }>(
  breeders: readonly T[],
  query: string,
): T[] {
  const needle = normaliseSearch(query.trim());
  if (!needle) return [...breeders];
  return breeders.filter((b) => normaliseSearch(b.breeder.shownName).includes(needle));
}

/**
 * Cages matching the query (empty: all): a number is a cage number or a ring's serial, exactly
 * (typing "1" must not find every ring with a 1 in it); other text is part of a ring or a breeder.
 */
export function searchCages<
  T extends { cageNumber: number; ringNumber: string; breeder: { shownName: string } },
>(cages: readonly T[], query: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...cages];
  if (/^\d+$/.test(trimmed)) {
    const number = Number(trimmed);
    return cages.filter(
      (cage) => cage.cageNumber === number || Number(cage.ringNumber.split(/[\s.\-_/]/).at(-1)) === number,
    );
  }
  const needle = normaliseSearch(trimmed);
  return cages.filter(
    (cage) =>
      normaliseSearch(cage.ringNumber).includes(needle) ||
      normaliseSearch(cage.breeder.shownName).includes(needle),
  );
}
