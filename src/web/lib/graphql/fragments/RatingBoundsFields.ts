import { graphql } from '@web/gql';

/** One category's bounds of the rating scheme. */
export const RATING_BOUNDS_FIELDS = graphql(`
  fragment RatingBoundsFields on RatingBounds {
    min
    max
    step
  }
`);
