import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { MAX_NOTE_LENGTH } from '@shared/judging';

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
      autosize
      minRows={1}
      maxRows={4}
      disabled={disabled}
      required={required}
      error={error}
      onChange={(change) => onChange(change.currentTarget.value)}
    />
  );
}
