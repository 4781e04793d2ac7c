import { graphql } from '@web/gql';

/** What a pigeon's class rests on: prize kilometres, prizes and last year's kilometres. */
export const CLASSIFICATION_REASON_FIELDS = graphql(`
  fragment ClassificationReasonFields on ClassificationReason {
    prizeKm
    prizes
    lastYearKm
  }
`);
