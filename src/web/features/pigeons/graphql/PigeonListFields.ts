import { graphql } from '@web/gql';

/** What a pigeon's row in the list shows: ring, sex, colour, class with its reason. */
export const PIGEON_LIST_FIELDS = graphql(`
  fragment PigeonListFields on Pigeon {
    id
    ringNumber
    association
    ringYear
    serial
    sex
    color
    prizes
    prizeKm
    classification {
      code
      season
      reason {
        prizeKm
        prizes
        lastYearKm
      }
    }
  }
`);
