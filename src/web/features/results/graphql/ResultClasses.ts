import { graphql } from '@web/gql';

/**
 * A page of the class lists (of one class or every class), with the classes there are for the
 * filter. A big show's lists are read a page at a time (src/shared/paging.ts).
 */
export const RESULT_CLASSES = graphql(`
  query ResultClasses($eventId: ID!, $classCode: PigeonClass, $offset: Int, $limit: Int) {
    eventResults(eventId: $eventId) {
      ...ResultFrameFields
      classes {
        code
      }
      classList(classCode: $classCode, offset: $offset, limit: $limit) {
        total
        offset
        classes {
          code
          ratedCount
          prizeCount
          entryCount
          entries {
            ...ResultEntryFields
          }
        }
      }
    }
  }
`);
