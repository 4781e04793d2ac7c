import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { ClassRulesEditor } from '@web/features/pigeons/components/ClassRulesEditor';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminClassesPage() {
  const { t } = useLingui();
  usePageTitle(t`Klassen-Regeln`);
  return (
    <PageContainer>
      <Title order={1}>
        <Trans>Klassen-Regeln</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>
          Eine Taube erreicht eine Klasse mit mindestens so vielen Preis-km oder Preisen; Elite verlangt
          zusätzlich die Kilometer im Vorjahr. Jährige und Jungtauben werden nach dem Ringjahr eingeteilt.
        </Trans>
      </Text>
      <ClassRulesEditor />
    </PageContainer>
  );
}
