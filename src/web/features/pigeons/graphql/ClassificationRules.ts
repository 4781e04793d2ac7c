import { graphql } from '@web/gql';

/** The class thresholds in force, highest class first. */
export const CLASSIFICATION_RULES = graphql(`
  query ClassificationRules {
    classificationRules {
      ...ClassificationRuleFields
    }
  }
`);
