import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { FlightImport } from '@web/features/import/components/FlightImport';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminImportPage() {
  const { t } = useLingui();
  usePageTitle(t`Flugdaten importieren`);
  return (
    <PageContainer>
      <Title order={1}>
        <Trans>Flugdaten importieren</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>
          CSV-, TSV- oder Excel-Dateien mit Preisflügen (Spalten wie Ringnummer, Datum, Auflassort,
          Entfernung, Platz, Teilnehmer). Sie sehen zuerst, was gelesen wurde und welche Zeilen Fehler haben;
          gespeichert wird erst, wenn Sie die gültigen Zeilen importieren.
        </Trans>
      </Text>
      <FlightImport />
    </PageContainer>
  );
}
