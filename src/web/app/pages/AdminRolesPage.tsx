import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { RoleManager } from '@web/features/admin/components/RoleManager';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminRolesPage() {
  const { t } = useLingui();
  usePageTitle(t`Rollen verwalten`);
  return (
    <PageContainer narrow>
      <Title order={1}>
        <Trans>Rollen verwalten</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>
          Suchen Sie Accounts nach Name oder E-Mail und ändern Sie ihre Rolle. Admin- und Superadmin-Rollen
          vergibt nur ein Superadmin; die eigene Rolle kann niemand ändern.
        </Trans>
      </Text>
      <RoleManager />
    </PageContainer>
  );
}
