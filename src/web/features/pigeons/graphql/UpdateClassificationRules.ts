import { graphql } from '@web/gql';

/** Admin: replaces the class thresholds. */
export const UPDATE_CLASSIFICATION_RULES = graphql(`
  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {
    updateClassificationRules(input: $input) {
      ...ClassificationRuleFields
    }
  }
`);
