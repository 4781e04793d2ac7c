import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Fieldset, Text } from '@mantine/core';
import { mdiMinus, mdiPlus } from '@mdi/js';
import { type RatingBounds, type RatingCategory, schemeValues } from '@shared/ratingScheme';
import { Icon } from '@web/lib/icons/Icon';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import { useId } from 'react';
import classes from './ScoreInput.module.css';

/** Up to this many scores are shown as buttons; a finer scheme gets a stepper. */
const MAX_BUTTONS = 21;

interface ScoreInputProps {
  category: RatingCategory;
  bounds: RatingBounds;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * One rating category: the scheme's scores as big radio buttons (a tap, no typing), or a − / +
 * stepper when the scheme is too fine for buttons. Arrow keys move between scores.
 */
export function ScoreInput({ category, bounds, value, onChange, error, disabled }: ScoreInputProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const values = schemeValues(bounds);
  const label = i18n._(CATEGORY_LABELS[category]);
  const range = `${i18n.number(bounds.min)}–${i18n.number(bounds.max)}`;
  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {label}{' '}
          <Text component="span" c="dimmed" size="sm">
            ({range})
          </Text>
        </Text>
      }
      variant="unstyled"
      className={classes.category}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      data-category={category}
    >
      {values.length <= MAX_BUTTONS ? (
        <div className={classes.options}>
          {values.map((score) => (
            <label key={score} className={classes.option}>
              <input
                type="radio"
                name={category}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
              />
              <span className={classes.face}>{i18n.number(score)}</span>
            </label>
          ))}
        </div>
      ) : (
        <div className={classes.stepper}>
          <ActionIcon
            size={52}
            variant="default"
            aria-label={t`${label} verringern`}
            onClick={() => onChange(step(values, value, -1))}
          >
            <Icon path={mdiMinus} />
          </ActionIcon>
          <output className={classes.value} aria-live="polite">
            {value === undefined ? '–' : i18n.number(value)}
          </output>
          <ActionIcon
            size={52}
            variant="default"
            aria-label={t`${label} erhöhen`}
            onClick={() => onChange(step(values, value, 1))}
          >
            <Icon path={mdiPlus} />
          </ActionIcon>
        </div>
      )}
      {error && (
        <Text id={errorId} c="red.9" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

/** The neighbouring score; an unset stepper starts in the middle of the scheme. */
function step(values: readonly number[], value: number | undefined, direction: 1 | -1): number {
  if (value === undefined) return values[Math.floor(values.length / 2)];
  const index = values.indexOf(value);
  return values[Math.min(values.length - 1, Math.max(0, index + direction))];
}
