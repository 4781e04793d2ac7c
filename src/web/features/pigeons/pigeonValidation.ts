import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Sex } from '@shared/classification';
import { MAX_COLOR_LENGTH, normaliseColor } from '@shared/validation';
import { ringNumberFeedback } from './ringNumberFeedback';

export interface PigeonValues {
  ringNumber: string;
  /** Empty until chosen: a new pigeon's sex is never assumed. */
  sex: Sex | '';
  color: string;
}

export type PigeonField = keyof PigeonValues;

export const EMPTY_PIGEON: PigeonValues = { ringNumber: '', sex: '', color: '' };

export function validatePigeon(values: PigeonValues): Partial<Record<PigeonField, MessageDescriptor>> {
  const errors: Partial<Record<PigeonField, MessageDescriptor>> = {};
  const ring = ringNumberFeedback(values.ringNumber);
  if (!ring.ok) errors.ringNumber = ring.error;
  if (values.sex === '') errors.sex = msg`Bitte wählen Sie das Geschlecht`;
  const color = normaliseColor(values.color);
  if (color === '') errors.color = msg`Bitte geben Sie die Farbe ein`;
  else if (color.length > MAX_COLOR_LENGTH) {
    const max = MAX_COLOR_LENGTH;
    errors.color = msg`${plural(max, { one: 'Höchstens # Zeichen', other: 'Höchstens # Zeichen' })}`;
  }
  return errors;
}
