import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Sex } from '@shared/classification';
import { ringNumberFeedback } from './ringNumberFeedback';

export interface PigeonValues {
  ringNumber: string;
  /** Empty until chosen: a new pigeon's sex is never assumed. */
  sex: Sex | '';
  color: string;
}

export type PigeonField = keyof PigeonValues;

/** The server's limit (VALIDATION_FAILED field "color"). */
export const MAX_COLOR_LENGTH = 40;

export const EMPTY_PIGEON: PigeonValues = { ringNumber: '', sex: '', color: '' };

export function validatePigeon(values: PigeonValues): Partial<Record<PigeonField, MessageDescriptor>> {
  const errors: Partial<Record<PigeonField, MessageDescriptor>> = {};
  const ring = ringNumberFeedback(values.ringNumber);
  if (!ring.ok) errors.ringNumber = ring.error;
  if (values.sex === '') errors.sex = msg`Bitte wählen Sie das Geschlecht`;
  const color = values.color.trim();
  if (color === '') errors.color = msg`Bitte geben Sie die Farbe ein`;
  else if (color.length > MAX_COLOR_LENGTH) errors.color = msg`Höchstens 40 Zeichen`;
  return errors;
}
