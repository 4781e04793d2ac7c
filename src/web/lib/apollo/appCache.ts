import { InMemoryCache, type Reference, type StoreObject } from '@apollo/client';

type Stored = Reference | StoreObject;

/**
 * The cache's rules, the same in the browser and for a page the server renders.
 *
 * Objects without an id of their own are kept inside their parent, and Apollo replaces such an
 * object (or a list of them) whole when an answer brings it again. Pages ask for different fields
 * of the same ones (the events list for an event's city, the catalogue for its street; the judges'
 * page for a class's counts, the catalogue for its judges only), so an answer for one page made
 * another page's answer incomplete: that page forgot its data, showed its loader and asked again
 * (the registrations per breeder went back to "loading" after the events list was answered late).
 * Those objects are merged instead: an event's address field by field, its classes by their code.
 * A merged field is as fresh as the last answer that asked for it; every page asks again when it
 * is opened (docs/decisions/0035-merged-objects-are-as-fresh-as-their-last-answer.md).
 */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // The results pages each read other fields of one event's results: merged, not replaced, so
      // every view seen stays in the (persisted) cache for offline use.
      EventResults: { merge: true },
      EventLocation: { merge: true },
      // A late rating has no `id`: its op id names it, so a decision's answer updates it in the list.
      LateJudgingOp: { keyFields: ['opId'] },
      Event: {
        fields: {
          classes: {
            // The classes the answer names, in its order; each merged with what was kept of it.
            merge(
              existing: readonly Stored[] | undefined,
              incoming: readonly Stored[],
              { readField, mergeObjects },
            ) {
              if (!existing) return incoming;
              const kept = new Map(existing.map((entry) => [readField<string>('code', entry), entry]));
              return incoming.map((entry) => {
                const before = kept.get(readField<string>('code', entry));
                return before ? mergeObjects(before, entry) : entry;
              });
            },
          },
        },
      },
    },
  });
}
