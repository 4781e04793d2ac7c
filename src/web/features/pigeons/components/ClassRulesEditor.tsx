import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { FormError } from '@web/lib/forms/FormError';
import { CLASSIFICATION_RULES } from '../graphql/ClassificationRules';
import { ClassRulesForm } from './ClassRulesForm';

/** /admin/classes: loads the rules in force, then edits them. */
export function ClassRulesEditor() {
  const { data, loading, error } = useQuery(CLASSIFICATION_RULES, { fetchPolicy: 'network-only' });
  if (error) return <FormError message={errorMessage(error)} />;
  if (loading || !data) return <PageLoader />;
  return <ClassRulesForm rules={data.classificationRules} />;
}
