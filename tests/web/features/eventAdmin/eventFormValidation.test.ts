import {
  EMPTY_EVENT,
  type EventFormValues,
  fromFormTime,
  toFormTime,
  validateEvent,
} from '@web/features/eventAdmin/eventFormValidation';
import { judgeCandidates } from '@web/features/eventAdmin/judgeCandidates';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

const valid: EventFormValues = {
  ...EMPTY_EVENT,
  title: 'Kreisschau',
  eventType: 'LOCAL',
  registrationDeadline: '2030-05-01T18:00',
  eventStart: '2030-05-10T09:00',
  city: 'Kassel',
  street: 'Hauptstraße',
  houseNumber: '1',
  zipCode: '34117',
};

describe('event form', () => {
  it('accepts a complete event without description', () => {
    expect(validateEvent(valid)).toEqual({});
  });

  it('fills in the country as the demo events have it', () => {
    expect(EMPTY_EVENT.country).toBe('DE');
  });

  it('starts from the German show scheme and names each broken scheme input', async () => {
    expect(valid.ratingScheme.back).toEqual({ min: 17, max: 19, step: 0.25 });
    const scheme = structuredClone(valid.ratingScheme);
    scheme.back.step = 0.3;
    scheme.wings.min = 0;
    scheme.musculature.max = 20;
    const errors = validateEvent({ ...valid, ratingScheme: scheme });
    expect(Object.keys(errors).sort()).toEqual([
      'ratingScheme.back.step',
      'ratingScheme.musculature.max',
      'ratingScheme.wings.min',
    ]);
    await activateLocale('en');
    expect(i18n._(errors['ratingScheme.back.step']!)).toBe(
      'The step must be positive and divide the range exactly',
    );
    await activateLocale('de');
    expect(i18n._(errors['ratingScheme.wings.min']!)).toBe('Die Untergrenze muss positiv sein');
  });

  it('names every missing required field', () => {
    const errors = validateEvent({ ...EMPTY_EVENT, country: '' });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'country',
        'eventStart',
        'eventType',
        'houseNumber',
        'registrationDeadline',
        'street',
        'title',
        'zipCode',
      ].sort(),
    );
  });

  it('refuses a start before the registration deadline, in both languages', async () => {
    const errors = validateEvent({ ...valid, eventStart: '2030-04-30T09:00' });
    await activateLocale('de');
    expect(i18n._(errors.eventStart ?? { id: '' })).toBe(
      'Das Event kann nicht vor dem Anmeldeschluss beginnen',
    );
    await activateLocale('en');
    expect(i18n._(errors.eventStart ?? { id: '' })).toBe('Event cannot start before the registration date');
    expect(validateEvent({ ...valid, eventStart: valid.registrationDeadline })).toEqual({});
    await activateLocale('de');
  });

  it('limits lengths like the server, and names the limit in the page language', async () => {
    expect(validateEvent({ ...valid, zipCode: '1'.repeat(20), title: 'x'.repeat(200) })).toEqual({});
    const errors = validateEvent({
      ...valid,
      zipCode: '1'.repeat(21),
      title: 'x'.repeat(201),
      description: 'x'.repeat(10_001),
    });
    await activateLocale('de');
    expect(i18n._(errors.zipCode!)).toBe('Höchstens 20 Zeichen');
    expect(i18n._(errors.title!)).toBe('Höchstens 200 Zeichen');
    expect(i18n._(errors.description!)).toBe('Höchstens 10.000 Zeichen');
    await activateLocale('en');
    expect(i18n._(errors.description!)).toBe('At most 10,000 characters');
    await activateLocale('de');
  });

  it('reads and writes the form times on the show zone clock, not the browser zone', () => {
    const iso = fromFormTime('2030-05-01T18:00');
    expect(iso).toBe('2030-05-01T16:00:00.000Z');
    expect(toFormTime(iso ?? '')).toBe('2030-05-01T18:00');
    expect(fromFormTime('')).toBeNull();
    expect(fromFormTime('01.05.2030')).toBeNull();
  });

  it('offers only accounts of judge rank or above as judges', () => {
    const people = [
      { id: 1, firstName: 'Z', lastName: 'Züchter', email: 'z@x', role: 'BREEDER' },
      { id: 2, firstName: 'R', lastName: 'Richter', email: 'r@x', role: 'JUDGE' },
      { id: 3, firstName: 'A', lastName: 'Admin', email: 'a@x', role: 'ADMIN' },
    ];
    expect(judgeCandidates(people).map((person) => person.id)).toEqual([3, 2]);
  });
});
