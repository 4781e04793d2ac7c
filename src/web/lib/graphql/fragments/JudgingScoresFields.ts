import { graphql } from '@web/gql';

/** The five scores of a rating: the point card and the results. */
export const JUDGING_SCORES_FIELDS = graphql(`
  fragment JudgingScoresFields on JudgingScores {
    generalImpression
    boneStructure
    back
    musculature
    wings
  }
`);
