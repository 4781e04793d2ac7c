import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { ClassBadge } from './ClassBadge';
import { type PigeonActionHandlers, PigeonActions } from './PigeonActions';
import classes from './PigeonList.module.css';

/** The list on a phone: one card per pigeon. */
export function PigeonCards({
  pigeons,
  ...handlers
}: PigeonActionHandlers & { pigeons: PigeonListFieldsFragment[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className={classes.cards} aria-label={t`Meine Tauben`}>
      {pigeons.map((pigeon) => (
        <Paper component="li" key={pigeon.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <div>
              <Text fw={700} className={classes.ring}>
                {pigeon.ringNumber}
              </Text>
              <Text size="sm">
                {i18n._(SEX_LABELS[pigeon.sex])} · {pigeon.color}
              </Text>
            </div>
            <ClassBadge classification={pigeon.classification} />
          </Group>
          <div className={classes.cardActions}>
            <PigeonActions pigeon={pigeon} {...handlers} />
          </div>
        </Paper>
      ))}
    </ul>
  );
}
