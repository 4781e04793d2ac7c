import { CLASS_CODES, type ClassCode } from '@shared/classification';

export interface CageRow {
  id: string;
  cageNumber: number;
  ringNumber: string;
  classCode: ClassCode;
}

export interface CageGroup<T extends CageRow> {
  classCode: ClassCode;
  cages: T[];
}

/** Lowercase, without spaces, dots and dashes: "DV 06976-24" finds "DV-06976-24-…". */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s.\-_]/g, '');
}

/** Cages whose number, ring number or class label contains the query (empty: all). */
export function searchCages<T extends CageRow>(
  cages: readonly T[],
  query: string,
  classLabel: (code: ClassCode) => string = () => '',
): T[] {
  const needle = normalise(query.trim());
  if (!needle) return [...cages];
  return cages.filter(
    (cage) =>
      String(cage.cageNumber).includes(needle) ||
      normalise(cage.ringNumber).includes(needle) ||
      normalise(classLabel(cage.classCode)).includes(needle),
  );
}

/** Cages grouped by class in class order, each group by cage number. */
export function groupCagesByClass<T extends CageRow>(cages: readonly T[]): CageGroup<T>[] {
  const byClass = new Map<ClassCode, T[]>();
  for (const cage of cages) {
    const list = byClass.get(cage.classCode) ?? [];
    list.push(cage);
    byClass.set(cage.classCode, list);
  }
  return CLASS_CODES.filter((code) => byClass.has(code)).map((code) => ({
    classCode: code,
    cages: (byClass.get(code) ?? []).sort((a, b) => a.cageNumber - b.cageNumber),
  }));
}
