import { graphql } from '@web/gql';

/** A class of an event with its counts and judges: the event page and the judge assignment. */
export const EVENT_CLASS_FIELDS = graphql(`
  fragment EventClassFields on EventClass {
    code
    registrationCount
    cageCount
    judges {
      id
      shownName
    }
  }
`);
