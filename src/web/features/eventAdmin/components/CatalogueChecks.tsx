import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Link } from 'react-router';
import { useCatalogueFindings } from '../hooks/useCatalogueFindings';

/**
 * Admin, after the deadline and before the start (cages are numbered only after the deadline):
 * what would spoil the printed catalogue or the judging
 * (src/shared/catalogueChecks.ts), each with a link to where it is put right.
 */
export function CatalogueChecks({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { findings, judgeNames, known } = useCatalogueFindings(eventId);
  if (!known) return null;
  const cages = paths.adminCageAssign.href(locale, { eventId });
  const judges = paths.adminEventJudges.href(locale, { id: eventId });
  return (
    <section aria-labelledby="catalogue-checks">
      <Title order={2} size="h3" mb="xs" id="catalogue-checks">
        <Trans>Vor dem Start prüfen</Trans>
      </Title>
      <Paper withBorder p="md" radius="md">
        {findings.length === 0 ? (
          <Text>
            <Trans>Nichts offen: Jede Taube hat ihren Käfig, jede Klasse ihren Richter.</Trans>
          </Text>
        ) : (
          <List spacing="xs">
            {findings.map((finding) => {
              const label = i18n._(CLASS_NAMES[finding.classCode]);
              const count = finding.kind === 'UNCAGED' ? finding.count : 0;
              const name =
                finding.kind === 'JUDGE_EXHIBITS' ? (judgeNames.get(finding.judgeId) ?? finding.judgeId) : '';
              const said = {
                UNCAGED: t`${label}: ${plural(count, { one: '# angemeldete Taube ohne Käfignummer.', other: '# angemeldete Tauben ohne Käfignummer.' })}`,
                NO_JUDGE: t`${label}: kein Richter zugewiesen.`,
                JUDGE_EXHIBITS: t`${label}: ${name} richtet diese Klasse und stellt darin eigene Tauben aus.`,
              }[finding.kind];
              return (
                <List.Item key={`${finding.kind}-${finding.classCode}-${name}`}>
                  {said}{' '}
                  {finding.kind === 'UNCAGED' ? (
                    <Anchor component={Link} to={cages}>
                      <Trans>Zur Käfignummerierung</Trans>
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={judges}>
                      <Trans>Zur Richterzuweisung</Trans>
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </Paper>
    </section>
  );
}
