import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { mdiDownload } from '@mdi/js';
import { localToday } from '@shared/lenientValues';
import { paths } from '@web/config/paths';
import { downloadText } from '@web/lib/csv/csv';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { FormError } from '@web/lib/forms/FormError';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useState } from 'react';
import { Link } from 'react-router';
import { MY_DATA } from '../graphql/MemberData';

/**
 * /profile: everything the account holds or made, downloaded as one JSON file
 * (`taubenschau-daten-YYYY-MM-DD.json`, the day where the association is), asked for at the click
 * and kept nowhere on the device.
 */
export function MemberDataDownload() {
  const { t } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { myData } = await fetchGraphQL(MY_DATA, { language: locale });
      downloadText(myData, `${t`taubenschau-daten`}-${localToday(new Date())}.json`, 'application/json');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text>
        <Trans>
          Alles, was wir zu Ihrem Konto speichern – Ihre Angaben, Tauben mit Flugergebnissen, Anmeldungen,
          Startgeld, Ihre Bewertungen als Richter und die Ergebnis-Mails an Sie –, als eine JSON-Datei. Was
          wir speichern und wie lange, steht in der{' '}
          <Anchor component={Link} to={paths.privacy.href(locale)}>
            Datenschutzerklärung
          </Anchor>
          .
        </Trans>
      </Text>
      <FormError message={failure} />
      <Group>
        <Button variant="outline" leftSection={<Icon path={mdiDownload} />} loading={busy} onClick={download}>
          <Trans>Meine Daten herunterladen</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
