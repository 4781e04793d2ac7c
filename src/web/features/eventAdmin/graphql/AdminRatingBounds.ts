import { graphql } from '@web/gql';

/** One category's bounds of the rating scheme. */
export const RATING_BOUNDS = graphql(`
  fragment AdminRatingBounds on RatingBounds {
    min
    max
    step
  }
`);
