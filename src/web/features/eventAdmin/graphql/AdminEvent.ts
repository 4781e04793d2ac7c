import { graphql } from '@web/gql';

/** An event as the edit form needs it, the rating scheme included (kept unchanged on save). */
export const ADMIN_EVENT = graphql(`
  query AdminEvent($id: ID!) {
    event(id: $id) {
      id
      title
      eventType
      description
      registrationDeadline
      eventStart
      status
      location {
        country
        city
        street
        houseNumber
        zipCode
      }
      ratingScheme {
        generalImpression {
          ...AdminRatingBounds
        }
        boneStructure {
          ...AdminRatingBounds
        }
        back {
          ...AdminRatingBounds
        }
        musculature {
          ...AdminRatingBounds
        }
        wings {
          ...AdminRatingBounds
        }
      }
    }
  }
`);
