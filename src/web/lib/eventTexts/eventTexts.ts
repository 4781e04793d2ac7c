import type { I18n } from '@lingui/core';
import { countryName } from '@shared/country';
import { EVENT_TYPE_NAMES, type EventType } from '@shared/eventTypes';
import type { Locale } from '@shared/locales';

/** The event type's name in the active language. */
export function eventTypeName(i18n: I18n, type: EventType): string {
  const label = EVENT_TYPE_NAMES[type];
  // An answer kept on the device from before the fixed list (a free text) is shown as it came.
  return label ? i18n._(label) : type;
}

/** Where a show is, as lists and cards show it: the city and the country's name ("Leipzig, Germany"). */
export function placeText(location: { city: string; country: string }, locale: Locale): string {
  return [location.city, location.country && countryName(location.country, locale)]
    .filter(Boolean)
    .join(', ');
}
