/**
 * The order in which the admin page lists the cages. It starts as the server sends them (by cage
 * number) and then stays put: a cage whose number was just changed keeps its place instead of
 * jumping to where its new number would sort it. Cages the list has not shown yet (after
 * numbering all cages they are new ones) follow in the server's order.
 */
export function steadyOrder(previous: readonly string[], current: readonly { id: string }[]): string[] {
  const present = new Set(current.map((cage) => cage.id));
  const kept = previous.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...current.filter((cage) => !known.has(cage.id)).map((cage) => cage.id)];
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
