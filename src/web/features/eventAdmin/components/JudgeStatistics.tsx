import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import {
  type JudgeTendency,
  OUTLIER_MIN_CLASS_RATINGS,
  OUTLIER_SPREADS,
  TENDENCY_MIN_RATINGS,
  TENDENCY_POINTS,
} from '@shared/judgeStatistics';
import type { JudgeStatisticsQuery } from '@web/gql/graphql';
import { personName } from '@web/lib/text/personName';
import type { ReactNode } from 'react';

type Statistics = JudgeStatisticsQuery['judgeStatistics'];

const TENDENCY_LABELS: Record<JudgeTendency, ReturnType<typeof msg>> = {
  STRICTER: msg`strenger`,
  MORE_LENIENT: msg`milder`,
};

/** Totals go in quarter points: two places show every one. */
const POINTS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

function points(i18n: I18n, value: number | null | undefined, signed = false): string {
  if (value == null) return '–';
  // A minus sign, not a hyphen, and a plus for above: the sign is what the office reads first.
  return i18n.number(value, { ...POINTS, signDisplay: signed ? 'exceptZero' : 'auto' });
}

/**
 * The show office's view of how each judge judged: ratings, mean total, spread and the deviation
 * from the same classes (with "stricter" or "more lenient" beyond the threshold), then the ratings
 * far from their class's mean. The rules are src/shared/judgeStatistics.ts; the page names them.
 */
export function JudgeStatistics({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Text>
        <Trans>
          Gezählt wird je Käfig das Urteil des Richters, das jetzt gilt; Korrekturen der Schauleitung zählen
          nicht, übersprungene Käfige sind keine Bewertungen. Streuung: die Standardabweichung der
          Gesamtpunkte des Richters. Abweichung: wie weit sein Mittelwert vom Mittelwert aller Bewertungen
          derselben Klassen liegt, Minus heißt strenger, Plus milder.
        </Trans>{' '}
        <Trans>
          „strenger“ oder „milder“ steht dabei, sobald ein Richter mindestens {TENDENCY_MIN_RATINGS} Käfige
          bewertet hat und seine Abweichung{' '}
          <Plural value={TENDENCY_POINTS} one="mehr als # Punkt" other="mehr als # Punkte" /> beträgt.
        </Trans>
      </Text>
      {statistics.judges.length === 0 ? (
        <Text c="ink.7">
          <Trans>Diesem Event ist noch kein Richter zugewiesen.</Trans>
        </Text>
      ) : (
        <ScrollRegion label={t`Richterstatistik`}>
          {/* Wide enough for a name and its classes: on a phone the region scrolls instead. */}
          <Table striped aria-label={t`Richterstatistik`} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Richter`}</Table.Th>
                <Table.Th ta="end">{t`Bewertungen`}</Table.Th>
                <Table.Th ta="end">{t`Mittelwert`}</Table.Th>
                <Table.Th ta="end">{t`Streuung`}</Table.Th>
                <Table.Th ta="end">{t`Abweichung`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statistics.judges.map((row) => (
                <Table.Tr key={row.judge.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {personName(i18n, row.judge.shownName)}
                    </Text>
                    {row.classes.length > 0 && (
                      <Text size="xs" c="ink.7">
                        {row.classes.map((code) => i18n._(CLASS_NAMES[code])).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    {i18n.number(row.ratings)}
                    {row.skips > 0 && (
                      <Text size="xs" c="ink.7">
                        <Plural value={row.skips} one="# übersprungen" other="# übersprungen" />
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">{points(i18n, row.meanTotal)}</Table.Td>
                  <Table.Td ta="end">{points(i18n, row.spread)}</Table.Td>
                  <Table.Td ta="end">
                    {points(i18n, row.deviation, true)}
                    {row.tendency && (
                      <Text size="sm" fw={700}>
                        {i18n._(TENDENCY_LABELS[row.tendency])}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Outliers outliers={statistics.outliers} />
    </Stack>
  );
}

/** The ratings far from their class's mean: the cages the office may want to look at again. */
function Outliers({ outliers }: { outliers: Statistics['outliers'] }) {
  const { t, i18n } = useLingui();
  const spreads = i18n.number(OUTLIER_SPREADS);
  return (
    <div>
      <Title order={2} size="h3" mb="xs">
        <Trans>Auffällige Bewertungen</Trans>
      </Title>
      <Text mb="sm">
        <Trans>
          Bewertungen, die vom Mittelwert ihrer Klasse weiter entfernt liegen als die Streuung der Klasse mal{' '}
          {spreads}, in Klassen ab {OUTLIER_MIN_CLASS_RATINGS} Bewertungen.
        </Trans>
      </Text>
      {outliers.length === 0 ? (
        <Text c="ink.7" role="status">
          <Trans>Keine auffälligen Bewertungen.</Trans>
        </Text>
      ) : (
        <ScrollRegion label={t`Auffällige Bewertungen`}>
          <Table striped aria-label={t`Auffällige Bewertungen`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="end">{t`Käfig`}</Table.Th>
                <Table.Th>{t`Klasse`}</Table.Th>
                <Table.Th>{t`Richter`}</Table.Th>
                <Table.Th ta="end">{t`Gesamt`}</Table.Th>
                <Table.Th ta="end">{t`Klassenmittel`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outliers.map((o) => (
                <Table.Tr key={o.cageId}>
                  <Table.Td ta="end">{o.cageNumber}</Table.Td>
                  <Table.Td>{i18n._(CLASS_NAMES[o.classCode])}</Table.Td>
                  <Table.Td>{personName(i18n, o.judge.shownName)}</Table.Td>
                  <Table.Td ta="end">{points(i18n, o.total)}</Table.Td>
                  <Table.Td ta="end">
                    {points(i18n, o.classMean)}
                    <Text size="xs" c="ink.7">
                      {t`Streuung ${points(i18n, o.classSpread)}`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </div>
  );
}

/** A table wider than a phone scrolls sideways, and by keyboard too: the region takes the focus. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
