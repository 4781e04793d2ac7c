import { graphql } from '@web/gql';

/**
 * An event as its edit form needs it, the rating scheme included; saving answers the same, so the
 * form and the event page show what was saved.
 */
export const ADMIN_EVENT_FIELDS = graphql(`
  fragment AdminEventFields on Event {
    ...EventInfoFields
    ratingScheme {
      ...RatingSchemeFields
    }
    fees {
      pigeonFeeCents
      breederFeeCents
    }
    objectionDays
  }
`);
