import { graphql } from '@web/gql';

/** What a pigeon's row in the list shows: ring, sex, colour, class with its reason. */
export const PIGEON_LIST_FIELDS = graphql(`
  fragment PigeonListFields on Pigeon {
    ...PigeonClassFields
    association
    ringYear
    serial
    prizes
    prizeKm
  }
`);
