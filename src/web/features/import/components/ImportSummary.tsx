import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Group, Text } from '@mantine/core';
import { mdiCheckCircleOutline } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import classes from './FlightImport.module.css';

interface ImportSummaryProps {
  added: number;
  unchanged: number;
  /** Data rows left out because of a problem. */
  rejected: number;
  /** Files of which not one data row could be read. */
  unreadFiles: number;
}

/**
 * The end of an import: the counts and the success message. Rejected rows and unread files are
 * listed only when there are any, so that no "0 rejected" stands beside the problems of a file
 * that could not be read at all.
 */
export function ImportSummary({ added, unchanged, rejected, unreadFiles }: ImportSummaryProps) {
  return (
    <Alert color="green" variant="light" icon={<Icon path={mdiCheckCircleOutline} />} role="status">
      <Text fw={700}>
        <Plural
          value={added}
          one="Importiert: # Zeile gespeichert."
          other="Importiert: # Zeilen gespeichert."
        />
      </Text>
      <Group component="dl" gap="lg" className={classes.counts}>
        <div>
          <dt>
            <Trans>Gespeichert</Trans>
          </dt>
          <dd>{added}</dd>
        </div>
        <div>
          <dt>
            <Trans>Schon vorhanden</Trans>
          </dt>
          <dd>{unchanged}</dd>
        </div>
        {rejected > 0 && (
          <div>
            <dt>
              <Trans>Abgelehnt</Trans>
            </dt>
            <dd>{rejected}</dd>
          </div>
        )}
        {unreadFiles > 0 && (
          <div>
            <dt>
              <Trans>Nicht gelesene Dateien</Trans>
            </dt>
            <dd>{unreadFiles}</dd>
          </div>
        )}
      </Group>
    </Alert>
  );
}
