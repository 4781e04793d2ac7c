import { Trans } from '@lingui/react/macro';
import { Alert, Group, Text } from '@mantine/core';
import { mdiCheckCircleOutline } from '@mdi/js';
import { Icon } from '../../../lib/icons/Icon';
import classes from './FlightImport.module.css';

interface ImportSummaryProps {
  added: number;
  unchanged: number;
  rejected: number;
}

/** The end of an import: the counts and the success message. */
export function ImportSummary({ added, unchanged, rejected }: ImportSummaryProps) {
  return (
    <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />} role="status">
      <Text fw={700}>
        <Trans>Importdaten erfolgreich verarbeitet</Trans>
      </Text>
      <Group component="dl" gap="lg" className={classes.counts}>
        <div>
          <dt>
            <Trans>Hinzugefügt</Trans>
          </dt>
          <dd>{added}</dd>
        </div>
        <div>
          <dt>
            <Trans>Unverändert</Trans>
          </dt>
          <dd>{unchanged}</dd>
        </div>
        <div>
          <dt>
            <Trans>Abgelehnt</Trans>
          </dt>
          <dd>{rejected}</dd>
        </div>
      </Group>
    </Alert>
  );
}
