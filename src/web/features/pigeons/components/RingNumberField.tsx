import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { ringNumberFeedback } from '../ringNumberFeedback';

interface RingNumberFieldProps {
  value: string;
  error?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The ring number as typed, with the canonical form it will be stored as once it reads. */
export function RingNumberField({ value, error, ...handlers }: RingNumberFieldProps) {
  const { t } = useLingui();
  const feedback = ringNumberFeedback(value);
  const canonical = feedback.ok ? feedback.canonical : null;
  return (
    <TextInput
      label={t`Ringnummer`}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="DV-06976-21-134"
      value={value}
      error={error}
      description={
        canonical && !error
          ? t`Wird gespeichert als ${canonical}`
          : t`z. B. DV-06976-21-134, 6976 21 134W, NL 21-1234567 oder GB 21 N 12345`
      }
      {...handlers}
    />
  );
}
