import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { mdiPrinter } from '@mdi/js';
import { Catalogue } from '@web/features/showOffice/components/Catalogue';
import { EVENT_CATALOGUE } from '@web/features/showOffice/graphql/ShowOffice';
import { Icon } from '@web/lib/icons/Icon';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';
import './resultsPrint.css';

/** Admin: the show's catalogue, printed as it is (no app frame on paper). */
export function AdminEventCataloguePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_CATALOGUE, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <EventAdminFrame
      title={t`Katalog`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
      printRoot="catalogue"
    >
      {data && (
        <>
          <Group data-print-hide>
            <Button leftSection={<Icon path={mdiPrinter} />} onClick={() => window.print()}>
              <Trans>Drucken</Trans>
            </Button>
          </Group>
          <Catalogue data={data} />
        </>
      )}
    </EventAdminFrame>
  );
}
