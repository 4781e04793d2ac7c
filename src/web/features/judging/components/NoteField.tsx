import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { MAX_NOTE_LENGTH } from '@shared/judging';
import classes from './NoteField.module.css';

/**
 * Whether the browser grows a text field to its text by itself (CSS field-sizing; Chromium since
 * 123). Elsewhere the field measures its text in script (Mantine's autosize), which reads the
 * page's styles and lays it out again at every render of the card around it: on a slow tablet the
 * largest single cost of opening the next card.
 */
const GROWS_BY_ITSELF = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/**
 * A judge's remark: one line that grows, counting down to its limit once the judge types (until
 * then the card keeps the line for its scores).
 */
export function NoteField({ label, value, onChange, disabled, required, error }: NoteFieldProps) {
  const { t } = useLingui();
  const left = MAX_NOTE_LENGTH - value.length;
  return (
    <Textarea
      label={label}
      description={value.length > 0 ? t`Noch ${left} von ${MAX_NOTE_LENGTH} Zeichen` : undefined}
      value={value}
      maxLength={MAX_NOTE_LENGTH}
      {...(GROWS_BY_ITSELF
        ? { rows: 1, classNames: { input: classes.grows } }
        : { autosize: true, minRows: 1, maxRows: 4 })}
      disabled={disabled}
      required={required}
      error={error}
      onChange={(change) => onChange(change.currentTarget.value)}
    />
  );
}
