import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { countryName } from '@shared/country';
import type { EventType } from '@shared/eventTypes';
import type { Locale } from '@shared/locales';

/**
 * The event types' names. The German texts are EVENT_TYPE_NAMES of src/shared/eventTypes.ts, which
 * the server's page heads look up in the catalogs (a test keeps the two alike).
 */
export const EVENT_TYPE_LABELS: Record<EventType, MessageDescriptor> = {
  LOCAL: msg`Lokalschau`,
  DISTRICT: msg`Kreisschau`,
  REGIONAL: msg`Regionalschau`,
  NATIONAL: msg`Bundesschau`,
  YOUNG_BIRDS: msg`Jungtierschau`,
  SPECIAL: msg`Sonderschau`,
  INTERNATIONAL: msg`Internationale Schau`,
  OTHER: msg`Sonstige Schau`,
};

/** The event type's name in the active language. */
export function eventTypeName(i18n: I18n, type: EventType): string {
  const label = EVENT_TYPE_LABELS[type];
  // An answer kept on the device from before the fixed list (a free text) is shown as it came.
  return label ? i18n._(label) : type;
}

/** Where a show is, as lists and cards show it: the city and the country's name ("Leipzig, Germany"). */
export function placeText(location: { city: string; country: string }, locale: Locale): string {
  return [location.city, location.country && countryName(location.country, locale)]
    .filter(Boolean)
    .join(', ');
}
