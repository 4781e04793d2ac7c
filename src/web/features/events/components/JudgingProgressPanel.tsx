import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import type { JudgingProgressSubscription } from '@web/gql/graphql';
import classes from './JudgingProgressPanel.module.css';

interface JudgingProgressPanelProps {
  /** The counts the server last pushed (the JudgingProgress subscription); none yet while it connects. */
  progress: JudgingProgressSubscription['judgingProgress'] | undefined;
  /** How many rows to hold for the classes until the counts come: the classes with cages. */
  classCount: number;
}

/**
 * Judged and all cages of a running show, per class and overall, live for every visitor. The
 * counts come from the page's subscription: Apollo's on the logged-in page, the light one on a
 * visitor's (src/web/app/pages/EventDetailPage.tsx).
 */
export function JudgingProgressPanel({ progress, classCount }: JudgingProgressPanelProps) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="judging-progress">
      <Title order={2} size="h3" mb="xs" id="judging-progress">
        <Trans>Bewertung</Trans>
      </Title>
      {progress ? (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            <Trans>
              {progress.judged} von <Plural value={progress.total} one="# Käfig" other="# Käfigen" /> bewertet
            </Trans>
          </Text>
          <Progress
            value={progress.total ? (progress.judged / progress.total) * 100 : 0}
            aria-label={t`Bewertet`}
          />
          {/* Plain rows, no components per class (up to 14): each push renders them again. */}
          <Stack gap={4}>
            {progress.classes.map((c) => (
              <div key={c.code} className={classes.row}>
                <span>{i18n._(CLASS_NAMES[c.code])}</span>
                <span className={classes.count}>
                  {c.judged} / {c.total}
                </span>
              </div>
            ))}
          </Stack>
        </Stack>
      ) : (
        // As tall as what comes (a line, the bar, a row per class): the office's buttons below do
        // not move under a pointer when the numbers arrive.
        <Stack gap="sm">
          <Text c="dimmed">
            <Trans>Der Fortschritt wird geladen …</Trans>
          </Text>
          <Skeleton height={8} radius="xl" />
          {/* One placeholder as tall as the rows (a line of small text each, 4 px apart as Mantine
              scales them), not one per class. */}
          {classCount > 0 && (
            <Skeleton
              height={`calc(${classCount} * var(--mantine-font-size-sm) * var(--mantine-line-height-sm) + ${classCount - 1} * 0.25rem * var(--mantine-scale))`}
            />
          )}
        </Stack>
      )}
    </section>
  );
}
