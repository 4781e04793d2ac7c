import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Input, Stack, Text, Title } from '@mantine/core';
import { mdiFileCheckOutline, mdiFolderOpenOutline, mdiUpload } from '@mdi/js';
import { FormError } from '@web/lib/forms/FormError';
import '@web/lib/forms/formStyles';
import { Icon } from '@web/lib/icons/Icon';
import { type ImportResult, useFlightImport } from '../hooks/useFlightImport';
import classes from './FlightImport.module.css';
import { ImportFileReport } from './ImportFileReport';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportSummary } from './ImportSummary';

const ACCEPT = '.csv,.tsv,.txt,.xlsx';

/** Files of which no data row was read (unreadable, no header): counted apart from rejected rows. */
function unreadFiles(report: ImportResult): number {
  return report.files.filter((file) => file.rows === 0 && file.problemCount > 0).length;
}

/** /admin/import: choose files, see what was read and every problem, then import the valid rows. */
export function FlightImport() {
  const { t } = useLingui();
  const { files, select, check, importValid, preview, result, progress, failure, busy } = useFlightImport();
  const validRows = preview ? preview.added + preview.unchanged : 0;
  // Everything valid is stored already: importing would write nothing, so no button is offered.
  const nothingNew = preview !== null && preview.added === 0 && preview.unchanged > 0;

  return (
    <Stack gap="lg">
      <Input.Wrapper
        id="import-files"
        labelProps={{ id: 'import-files-label' }}
        label={t`Dateien mit Flugergebnissen`}
        description={t`CSV oder TSV (; , oder Tabulator, UTF-8 oder Windows-1252) oder Excel (.xlsx), mehrere möglich`}
      >
        {/*
          The browser draws its file input in its own language ("Choose Files", "No file chosen"),
          whatever the page's: the input stays for keyboard and screen reader but is drawn by the
          page, in the page's words, with the chosen files named below.
        */}
        <div className={classes.filePicker}>
          <input
            id="import-files"
            className={classes.fileInput}
            type="file"
            multiple
            accept={ACCEPT}
            // Named by its label and the visible button, so that "Dateien auswählen" said aloud finds it.
            aria-labelledby="import-files-label import-files-button"
            aria-describedby="import-files-description import-files-chosen"
            disabled={busy}
            onChange={(event) => select(Array.from(event.currentTarget.files ?? []))}
          />
          <span className={classes.fileButton} id="import-files-button">
            <Icon path={mdiFolderOpenOutline} />
            <Trans>Dateien auswählen</Trans>
          </span>
          <Text id="import-files-chosen" size="sm" c="ink.7" className={classes.wrap}>
            {files.length === 0 ? (
              <Trans>Keine Datei ausgewählt</Trans>
            ) : (
              files.map((file) => file.name).join(', ')
            )}
          </Text>
        </div>
      </Input.Wrapper>
      <Group>
        <Button
          leftSection={<Icon path={mdiFileCheckOutline} />}
          onClick={check}
          disabled={busy || files.length === 0}
        >
          <Trans>Dateien prüfen</Trans>
        </Button>
      </Group>
      <FormError message={failure} />
      <ImportProgressBar progress={progress} />

      {preview && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {result ? <Trans>Ergebnis</Trans> : <Trans>Vorschau: noch nichts gespeichert</Trans>}
          </Title>
          {!result && (
            <Text>
              <Plural value={validRows} one="# gültige Zeile" other="# gültige Zeilen" />
              {preview.rejected > 0 && (
                <>
                  {', '}
                  <Plural value={preview.rejected} one="# abgelehnt" other="# abgelehnt" />
                </>
              )}
              {unreadFiles(preview) > 0 && (
                <>
                  {', '}
                  <Plural
                    value={unreadFiles(preview)}
                    one="# Datei nicht gelesen"
                    other="# Dateien nicht gelesen"
                  />
                </>
              )}
            </Text>
          )}
          {(result ?? preview).files.map((report, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
            <ImportFileReport key={index} report={report} saved={result !== null} />
          ))}
          {result ? (
            <ImportSummary
              added={result.added}
              unchanged={result.unchanged}
              rejected={result.rejected}
              unreadFiles={unreadFiles(result)}
            />
          ) : preview.added > 0 ? (
            <Group>
              <Button leftSection={<Icon path={mdiUpload} />} onClick={importValid} loading={busy}>
                <Trans>Gültige Zeilen importieren</Trans>
              </Button>
            </Group>
          ) : nothingNew ? (
            <Alert color="blue" variant="light" role="status">
              <Trans>Nichts Neues: alle gültigen Zeilen sind schon gespeichert.</Trans>
            </Alert>
          ) : (
            <Alert color="yellow" variant="light">
              <Trans>Keine gültigen Zeilen zum Importieren.</Trans>
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
