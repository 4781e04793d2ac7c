import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseRingNumber, type RingNumberProblem } from '@shared/ringNumber';

const PROBLEM_MESSAGES: Record<RingNumberProblem, MessageDescriptor> = {
  EMPTY: msg`Bitte geben Sie eine Ringnummer ein`,
  FORMAT: msg`Bitte geben Sie eine Ringnummer wie DV-06976-21-134 ein`,
  CLUB: msg`Die Vereinsnummer muss zwischen 1 und 99999 liegen`,
  YEAR: msg`Das Jahr muss zwischen 1970 und 2069 liegen`,
  SERIAL: msg`Die laufende Nummer muss zwischen 1 und 9999999 liegen`,
};

export type RingNumberFeedback =
  | { ok: true; canonical: string; henMarker: boolean }
  | { ok: false; error: MessageDescriptor };

/** The shared parser's verdict on a typed ring number, as the form shows it. */
export function ringNumberFeedback(input: string): RingNumberFeedback {
  const parsed = parseRingNumber(input);
  if (!parsed.ok) return { ok: false, error: PROBLEM_MESSAGES[parsed.reason] };
  return { ok: true, canonical: parsed.ring.canonical, henMarker: parsed.ring.henMarker };
}
