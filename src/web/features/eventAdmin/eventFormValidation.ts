import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { HOME_COUNTRY, isCountryCode } from '@shared/country';
import { EVENT_TEXT_LIMITS, type EventTextField, startsBeforeDeadline } from '@shared/eventFields';
import type { EventType } from '@shared/eventTypes';
import { centsOfEuros } from '@shared/fees';
import {
  DEFAULT_RATING_SCHEME,
  type RatingBounds,
  type RatingCategory,
  type RatingScheme,
  ratingSchemeProblems,
} from '@shared/ratingScheme';
import { DEFAULT_OBJECTION_DAYS, isObjectionDays, MAX_OBJECTION_DAYS } from '@shared/resultsStatus';
import { instantOfWallClock, wallClockOf } from '@shared/showTime';

/**
 * The event form; dates as "2026-05-01T10:00" strings (what `DateField` with time holds), on the clock
 * of the show's zone (src/shared/showTime.ts), not the browser's.
 */
export interface EventFormValues {
  title: string;
  /** Empty until one of the fixed types is chosen. */
  eventType: EventType | '';
  description: string;
  registrationDeadline: string;
  eventStart: string;
  /** An ISO code of the list (src/shared/country.ts). */
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  /** Bounds and step per category, changeable until the start. */
  ratingScheme: RatingScheme;
  /** In euros as typed (the number input gives '' when empty); changeable until the deadline. */
  pigeonFee: number | string;
  breederFee: number | string;
  /** Days after the end for objections, as typed ('' when empty). */
  objectionDays: number | string;
}

export type EventFormField = keyof EventFormValues;
type TextField = Exclude<EventFormField, 'ratingScheme' | 'pigeonFee' | 'breederFee' | 'objectionDays'>;
export const FEE_FIELDS = { pigeonFee: 'pigeonFeeCents', breederFee: 'breederFeeCents' } as const;
/** A scheme input's form path, e.g. `ratingScheme.back.step` (the server names fields alike). */
export type SchemeField = `ratingScheme.${RatingCategory}.${keyof RatingBounds}`;
export type EventFormErrorField = EventFormField | SchemeField;

const SCHEME_PATH =
  /^ratingScheme\.(generalImpression|boneStructure|back|musculature|wings)\.(min|max|step)$/;
export const isSchemeField = (field: string): field is SchemeField => SCHEME_PATH.test(field);

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  eventType: '',
  description: '',
  registrationDeadline: '',
  eventStart: '',
  country: HOME_COUNTRY,
  city: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  ratingScheme: structuredClone(DEFAULT_RATING_SCHEME),
  pigeonFee: 0,
  breederFee: 0,
  objectionDays: DEFAULT_OBJECTION_DAYS,
};

export const OBJECTION_DAYS_MESSAGE = msg`Bitte geben Sie 0 bis ${MAX_OBJECTION_DAYS} ganze Tage ein`;

/** A fee field's euros as cents, or null when it is no fee (empty, negative, fractions of a cent). */
export function feeCents(value: number | string): number | null {
  if (value === '') return null;
  return centsOfEuros(Number(value));
}

export const FEE_MESSAGE = msg`Bitte geben Sie einen Betrag von 0 bis 1.000 € mit höchstens zwei Nachkommastellen ein`;

/** An ISO instant as the form's "YYYY-MM-DDTHH:mm", on the show zone's clock whatever the browser's. */
export function toFormTime(iso: string): string {
  return wallClockOf(iso);
}

/** The form's "YYYY-MM-DDTHH:mm", read on the show zone's clock, as an ISO instant; null when no time. */
export function fromFormTime(local: string): string | null {
  return instantOfWallClock(local)?.toISOString() ?? null;
}

const REQUIRED: Record<Exclude<TextField, 'description'>, MessageDescriptor> = {
  title: msg`Bitte geben Sie einen Titel ein`,
  eventType: msg`Bitte wählen Sie die Art des Events`,
  registrationDeadline: msg`Bitte geben Sie den Anmeldeschluss ein`,
  eventStart: msg`Bitte geben Sie den Beginn ein`,
  country: msg`Bitte wählen Sie das Land`,
  city: msg`Bitte geben Sie den Ort ein`,
  street: msg`Bitte geben Sie die Straße ein`,
  houseNumber: msg`Bitte geben Sie die Hausnummer ein`,
  zipCode: msg`Bitte geben Sie die Postleitzahl ein`,
};

/** Mirrors the server's checks (EventInput): required texts, lengths, start not before the deadline. */
const SCHEME_MESSAGES: Record<keyof RatingBounds, MessageDescriptor> = {
  min: msg`Die Untergrenze muss positiv sein`,
  max: msg`Die Obergrenze muss zwischen der Untergrenze und 1000 liegen`,
  step: msg`Die Schrittweite muss positiv sein und die Spanne genau teilen`,
};

/** The text for a scheme field the server or the shared rules refused. */
export function schemeMessage(field: SchemeField): MessageDescriptor {
  return SCHEME_MESSAGES[field.split('.')[2] as keyof RatingBounds];
}

export function validateEvent(
  values: EventFormValues,
): Partial<Record<EventFormErrorField, MessageDescriptor>> {
  const errors: Partial<Record<EventFormErrorField, MessageDescriptor>> = {};
  for (const problem of ratingSchemeProblems(values.ratingScheme)) {
    if (isSchemeField(problem.field)) errors[problem.field] = schemeMessage(problem.field);
  }
  for (const [field, message] of Object.entries(REQUIRED) as [TextField, MessageDescriptor][]) {
    if (values[field].trim() === '') errors[field] = message;
  }
  if (!errors.country && !isCountryCode(values.country)) errors.country = msg`Bitte wählen Sie das Land`;
  for (const [field, max] of Object.entries(EVENT_TEXT_LIMITS) as [EventTextField, number][]) {
    if (!errors[field] && values[field].trim().length > max)
      errors[field] = msg`${plural(max, { one: 'Höchstens # Zeichen', other: 'Höchstens # Zeichen' })}`;
  }
  for (const field of ['pigeonFee', 'breederFee'] as const)
    if (feeCents(values[field]) === null) errors[field] = FEE_MESSAGE;
  if (values.objectionDays === '' || !isObjectionDays(Number(values.objectionDays)))
    errors.objectionDays = OBJECTION_DAYS_MESSAGE;
  const deadline = fromFormTime(values.registrationDeadline);
  const start = fromFormTime(values.eventStart);
  if (values.registrationDeadline && !deadline)
    errors.registrationDeadline = msg`Bitte geben Sie ein gültiges Datum ein`;
  if (values.eventStart && !start) errors.eventStart = msg`Bitte geben Sie ein gültiges Datum ein`;
  if (deadline && start && startsBeforeDeadline(new Date(start), new Date(deadline))) {
    errors.eventStart = msg`Das Event kann nicht vor dem Anmeldeschluss beginnen`;
  }
  return errors;
}
