import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { mdiCloudOffOutline } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { Icon } from '@web/lib/icons/Icon';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { RingNumber } from '@web/lib/text/RingNumber';
import type { ReactNode } from 'react';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import classes from './CageFacts.module.css';
import { CageStateBadge } from './CageStateBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <Text component="span" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>{' '}
      <Text component="span" size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The top of a point card, kept short so that every category fits below it: which pigeon is in
 * the cage, its state, whether this device is offline, and `status` (what the last save did).
 */
export function CageFacts({ cage, status }: { cage: JudgeCageItem; status?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { online } = useNetwork();
  // The browser may think it is online on Wi-Fi that lets nothing through: the outbox knows better.
  const { unreachable } = useOutboxStatus();
  const km = i18n.number(cage.flightSummary.prizeKm, { maximumFractionDigits: 0 });
  const prizes = i18n.number(cage.flightSummary.prizes);
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          <Trans>Käfig {cage.cageNumber}</Trans>
        </Title>
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {status}
          {(!online || unreachable) && (
            <Badge
              color="ink.9"
              variant="outline"
              radius="sm"
              tt="none"
              classNames={{ root: classes.notice, label: classes.noticeLabel }}
              leftSection={<Icon path={mdiCloudOffOutline} size={14} />}
            >
              <Trans>Offline: wird auf dem Gerät gespeichert</Trans>
            </Badge>
          )}
          <CageStateBadge state={cage.state} />
        </Group>
      </Group>
      <div className={classes.facts}>
        <Fact label={t`Ringnummer`}>
          <RingNumber>{cage.ringNumber}</RingNumber>
        </Fact>
        <Fact label={t`Klasse`}>{i18n._(CLASS_NAMES[cage.classCode])}</Fact>
        <Fact label={t`Geschlecht`}>{i18n._(SEX_LABELS[cage.sex])}</Fact>
        <Fact label={t`Farbe`}>{cage.color}</Fact>
        <Fact label={t`Preis-km`}>{km}</Fact>
        <Fact label={t`Preise`}>{prizes}</Fact>
      </div>
    </Paper>
  );
}
