import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { mdiClose, mdiContentSave, mdiDebugStepOver } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import classes from './PointCard.module.css';

interface CardBarProps {
  /** The card's total so far; null until every category has a score. */
  total: number | null;
  /** The save takes longer than a moment: it says so, and the other actions wait. */
  slowSave: boolean;
  /** The card takes no decision (skip and save are off). */
  locked: boolean;
  /** The show has ended: Save sends the decision as a late rating. */
  late: boolean;
  onCancel: () => void;
  onSkip: () => void;
  onSave: () => void;
}

/**
 * The bottom of a point card, always in view and in one row, also on a phone (where Cancel and
 * Skip show only their icons): the total as it grows and the actions.
 */
export function CardBar({ total, slowSave, locked, late, onCancel, onSkip, onSave }: CardBarProps) {
  const { i18n } = useLingui();
  return (
    <div className={classes.actions}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Title order={2} size="h4" className={classes.totalLabel}>
            <Trans>Gesamt</Trans>
          </Title>
          <Text component="output" aria-live="polite" fw={700} className={classes.total}>
            {total === null ? '–' : i18n.number(total)}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          {slowSave && (
            <Text role="status" size="sm" c="dimmed" className={classes.wide}>
              <Trans>Wird auf diesem Gerät gespeichert …</Trans>
            </Text>
          )}
          <Button
            variant="subtle"
            color="ink"
            size="md"
            className={`${classes.action} ${classes.iconOnly}`}
            disabled={slowSave}
            leftSection={<Icon path={mdiClose} />}
            onClick={onCancel}
          >
            <span className={classes.wide}>
              <Trans>Abbrechen</Trans>
            </span>
          </Button>
          <Button
            variant="outline"
            size="md"
            className={`${classes.action} ${classes.iconOnly}`}
            disabled={locked || slowSave}
            leftSection={<Icon path={mdiDebugStepOver} />}
            onClick={onSkip}
          >
            <span className={classes.wide}>
              <Trans>Überspringen</Trans>
            </span>
          </Button>
          <Button
            size="md"
            className={classes.action}
            disabled={locked}
            loading={slowSave}
            leftSection={<Icon path={mdiContentSave} className={classes.wideIcon} />}
            onClick={onSave}
          >
            {late ? (
              <>
                {/* On a phone the short name; what shows is also the button's name (one is never
                    rendered), so voice control finds it by what is on screen. */}
                <span className={classes.wideOnly}>
                  <Trans>Als verspätete Bewertung senden</Trans>
                </span>
                <span className={classes.narrow}>
                  <Trans>Verspätet senden</Trans>
                </span>
              </>
            ) : (
              <Trans>Speichern</Trans>
            )}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
