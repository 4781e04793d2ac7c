import { graphql } from '@web/gql';

/** One class threshold: the rules table reads it, saving the rules answers it. */
export const CLASSIFICATION_RULE_FIELDS = graphql(`
  fragment ClassificationRuleFields on ClassificationRule {
    level
    sex
    code
    minKm
    minPrizes
    minLastYearKm
  }
`);
