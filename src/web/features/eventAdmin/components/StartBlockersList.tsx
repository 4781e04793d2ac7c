import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text } from '@mantine/core';
import type { StartBlockers } from '@shared/catalogueChecks';
import { CLASS_NAMES } from '@shared/classification';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Link } from 'react-router';

/**
 * Why an event cannot start yet, all of it at once, each with the way to put it right: instead of
 * a start button that the server then refuses for the first missing thing only.
 */
export function StartBlockersList({ eventId, blockers }: { eventId: string; blockers: StartBlockers }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { noCages, uncagedCount, classesWithoutJudge } = blockers;
  const classes = classesWithoutJudge.map((code) => i18n._(CLASS_NAMES[code])).join(', ');
  return (
    <Stack gap="xs">
      <Text fw={600}>
        <Trans>Das Event kann noch nicht starten. Es fehlen:</Trans>
      </Text>
      <List spacing="xs">
        {noCages && uncagedCount === 0 && (
          <List.Item>
            <Trans>Angemeldete Tauben: Für dieses Event ist keine Taube angemeldet.</Trans>
          </List.Item>
        )}
        {uncagedCount > 0 && (
          <List.Item>
            <Plural
              value={uncagedCount}
              one="Käfignummern: # angemeldete Taube hat noch keine."
              other="Käfignummern: # angemeldete Tauben haben noch keine."
            />{' '}
            <Anchor component={Link} to={paths.adminCageAssign.href(locale, { eventId })}>
              <Trans>Zur Käfignummerierung</Trans>
            </Anchor>
          </List.Item>
        )}
        {classesWithoutJudge.length > 0 && (
          <List.Item>
            <Trans>Richter für: {classes}.</Trans>{' '}
            <Anchor component={Link} to={paths.adminEventJudges.href(locale, { id: eventId })}>
              <Trans>Zur Richterzuweisung</Trans>
            </Anchor>
          </List.Item>
        )}
      </List>
    </Stack>
  );
}
