import { graphql } from '@web/gql';

/** A page of the cage cards (of one class or every class, what a search finds), by cage number. */
export const RESULT_CARDS = graphql(`
  query ResultCards($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {
    eventResults(eventId: $eventId) {
      ...ResultFrameFields
      classes {
        code
      }
      cageCards(classCode: $classCode, search: $search, offset: $offset, limit: $limit) {
        total
        offset
        entries {
          ...ResultEntryFields
        }
      }
    }
  }
`);
