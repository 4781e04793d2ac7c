import { graphql } from '@web/gql';

/** An event's rating scheme, every category: the event form edits it, the point card keeps to it. */
export const RATING_SCHEME_FIELDS = graphql(`
  fragment RatingSchemeFields on RatingScheme {
    generalImpression {
      ...RatingBoundsFields
    }
    boneStructure {
      ...RatingBoundsFields
    }
    back {
      ...RatingBoundsFields
    }
    musculature {
      ...RatingBoundsFields
    }
    wings {
      ...RatingBoundsFields
    }
  }
`);
