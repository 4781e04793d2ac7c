import { graphql } from '@web/gql';

/** A cage of an event with its number and pigeon: the public cage list and the cage numbering. */
export const EVENT_CAGE_FIELDS = graphql(`
  fragment EventCageFields on EventCage {
    id
    cageNumber
    ringNumber
    classCode
    manuallySet
  }
`);
