import { graphql } from '@web/gql';

/** A pigeon with ring, sex, colour and its class for the season, with the reason for it. */
export const PIGEON_CLASS_FIELDS = graphql(`
  fragment PigeonClassFields on Pigeon {
    id
    ringNumber
    sex
    color
    classification {
      code
      season
      reason {
        ...ClassificationReasonFields
      }
    }
  }
`);
