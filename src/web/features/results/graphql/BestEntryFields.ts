import { graphql } from '@web/gql';

/** A best cock or hen on the results summary: cage, ring, class, breeder and total. */
export const BEST_ENTRY_FIELDS = graphql(`
  fragment BestEntryFields on ResultEntry {
    cageId
    cageNumber
    ringNumber
    classCode
    breeder {
      id
      shownName
    }
    total
  }
`);
