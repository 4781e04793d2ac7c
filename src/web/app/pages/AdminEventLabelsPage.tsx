import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { mdiPrinter } from '@mdi/js';
import { CageLabels } from '@web/features/showOffice/components/CageLabels';
import { EVENT_CATALOGUE } from '@web/features/showOffice/graphql/ShowOffice';
import { LABEL_FORMATS, labelsPerSheet } from '@web/features/showOffice/labelFormats';
import { Icon } from '@web/lib/icons/Icon';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';
import './resultsPrint.css';

/** Admin: one label per cage, printed on an A4 label sheet of the chosen format. */
export function AdminEventLabelsPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const [formatKey, setFormatKey] = useState(LABEL_FORMATS[0].key);
  const format = LABEL_FORMATS.find((f) => f.key === formatKey) ?? LABEL_FORMATS[0];
  const { data, loading, error } = useQuery(EVENT_CATALOGUE, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  const caged = data?.eventCatalogue.filter((entry) => entry.cageId).length ?? 0;
  const sheets = Math.ceil(caged / labelsPerSheet(format));
  return (
    <EventAdminFrame
      title={t`Käfigetiketten`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
      printRoot="labels"
    >
      {data && (
        <>
          <Group align="flex-end" data-print-hide>
            <NativeSelect
              label={t`Etikettenbogen (A4)`}
              value={format.key}
              onChange={(change) => setFormatKey(change.currentTarget.value)}
              data={LABEL_FORMATS.map(({ key, columns, rows, product, ...mm }) => {
                const width = i18n.number(mm.widthMm);
                const height = i18n.number(mm.heightMm);
                return {
                  value: key,
                  label: t`${columns} × ${rows} Etiketten, ${width} × ${height} mm (z. B. Zweckform ${product})`,
                };
              })}
              w={{ base: '100%', sm: 420 }}
            />
            <Button
              leftSection={<Icon path={mdiPrinter} />}
              onClick={() => window.print()}
              disabled={caged === 0}
            >
              <Trans>Drucken</Trans>
            </Button>
          </Group>
          <Text data-print-hide c="ink.7">
            {caged === 0 ? (
              <Trans>Noch sind keine Käfige nummeriert.</Trans>
            ) : (
              <Trans>
                <Plural value={caged} one="# Etikett" other="# Etiketten" /> auf{' '}
                <Plural value={sheets} one="# Bogen" other="# Bogen" />.
              </Trans>
            )}
          </Text>
          <CageLabels eventId={id} entries={data.eventCatalogue} format={format} />
        </>
      )}
    </EventAdminFrame>
  );
}
