import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { mdiPrinter } from '@mdi/js';
import { CERTIFICATE_PLACES, certificatePlaces, certificatesOf } from '@web/features/showOffice/certificates';
import { Certificates } from '@web/features/showOffice/components/Certificates';
import { CERTIFICATE_EVENT, EVENT_CERTIFICATES } from '@web/features/showOffice/graphql/Certificates';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { Icon } from '@web/lib/icons/Icon';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';
import './resultsPrint.css';

/**
 * Admin: the certificates of an ended show, printed from the browser one A4 page each: the show
 * champions and each class's places up to the number chosen (in the address, `?places=3`, so that
 * the same print can be made again).
 */
export function AdminEventCertificatesPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const places = certificatePlaces(params.get('places'));
  // Today, for provisional results' date: fixed while the page is open, so the print matches the preview.
  const [now] = useState(() => new Date());
  const event = useQuery(CERTIFICATE_EVENT, { variables: { eventId: id }, fetchPolicy: 'cache-and-network' });
  const status = event.data?.event.status;
  const results = useQuery(EVENT_CERTIFICATES, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
    skip: status !== 'ENDED',
  });
  const data = results.data?.eventResults;
  const certificates = data ? certificatesOf(data, places) : [];
  const count = certificates.length;
  return (
    <EventAdminFrame
      title={t`Urkunden`}
      eventId={id}
      eventTitle={event.data?.event.title}
      action="readResults"
      status={status}
      loading={event.loading}
      error={event.error}
      printRoot="certificates"
    >
      {data ? (
        <>
          <Group align="flex-end" data-print-hide>
            <NumberInput
              label={t`Plätze je Klasse`}
              description={t`Urkunden für die Plätze 1 bis zu dieser Zahl in jeder Klasse, dazu der Schausieger.`}
              min={CERTIFICATE_PLACES.min}
              max={CERTIFICATE_PLACES.max}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={places}
              onChange={(value) => {
                const next = certificatePlaces(String(value));
                setParams(
                  (current) => {
                    const changed = new URLSearchParams(current);
                    if (next === CERTIFICATE_PLACES.default) changed.delete('places');
                    else changed.set('places', String(next));
                    return changed;
                  },
                  { replace: true },
                );
              }}
              w={{ base: '100%', sm: 320 }}
            />
            <Button
              leftSection={<Icon path={mdiPrinter} />}
              onClick={() => window.print()}
              disabled={certificates.length === 0}
            >
              <Trans>Drucken</Trans>
            </Button>
          </Group>
          <Text data-print-hide c="ink.7" role="status">
            {certificates.length === 0 ? (
              <Trans>Niemand ist platziert: Es gibt keine Urkunden.</Trans>
            ) : (
              <Plural value={count} one="# Urkunde, eine A4-Seite." other="# Urkunden, je eine A4-Seite." />
            )}
          </Text>
          <Certificates event={data.event} certificates={certificates} now={now} />
        </>
      ) : results.error ? (
        <ErrorAlert>
          <Text>{i18n._(errorMessage(results.error))}</Text>
        </ErrorAlert>
      ) : (
        <PageLoader />
      )}
    </EventAdminFrame>
  );
}
