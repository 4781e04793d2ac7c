import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { mdiShieldAlertOutline } from '@mdi/js';
import { hasRank } from '@shared/roles';
import { paths } from '@web/config/paths';
import { DashboardSections } from '@web/features/dashboard/components/DashboardSections';
import { InstallOffer } from '@web/features/judging/components/InstallOffer';
import { NoLongerJudgeNotice } from '@web/features/judging/components/NoLongerJudgeNotice';
import { RunningJudgeEvents } from '@web/features/judging/components/RunningJudgeEvents';
import { MyFees } from '@web/features/showOffice/components/MyFees';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { ROLE_LABELS } from '@web/lib/session/roleLabels';
import { useSession } from '@web/lib/session/SessionContext';
import { shownName } from '@web/lib/session/session';
import { Link, useLocation } from 'react-router';
import type { GuardNoticeState } from '../guards/RouteGuard';
import { PageContainer } from './PageContainer';

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { user } = useSession();
  const notice = (useLocation().state as GuardNoticeState | null)?.notice;
  usePageTitle(t`Dashboard`);
  const name = shownName(user);
  const role = user.role ? i18n._(ROLE_LABELS[user.role]) : '';
  return (
    <PageContainer>
      <Stack gap="lg">
        {notice === 'forbidden' && (
          <Alert color="orange" variant="light" icon={<Icon path={mdiShieldAlertOutline} />}>
            <Trans>Dafür fehlt Ihnen die Berechtigung.</Trans>
          </Alert>
        )}
        <div>
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              Willkommen, {name}! Sie sind als {role} eingeloggt.
            </Trans>{' '}
            <Anchor component={Link} to={paths.profile.href(locale)}>
              <Trans>Profil bearbeiten</Trans>
            </Anchor>
          </Text>
        </div>
        <NoLongerJudgeNotice withLink />
        {hasRank(user.role, 'JUDGE') && <RunningJudgeEvents />}
        {hasRank(user.role, 'BREEDER') && <MyFees />}
        <DashboardSections viewerRole={user.role} />
        {/* Last: the browser's offer comes a moment after the page, and would push it down. */}
        {hasRank(user.role, 'JUDGE') && <InstallOffer />}
      </Stack>
    </PageContainer>
  );
}
