import type { CatalogText } from './catalogText.ts';

/**
 * What kind of show an event is: a fixed list, stored as its code and named in the reader's
 * language (`EVENT_TYPE_NAMES`, translated by the web and the server's page heads alike). From the local club's show up to the national one, the young birds' show, a special
 * show of one breed or colour, an international show, and "other" for the rest.
 */
export const EVENT_TYPES = [
  'LOCAL',
  'DISTRICT',
  'REGIONAL',
  'NATIONAL',
  'YOUNG_BIRDS',
  'SPECIAL',
  'INTERNATIONAL',
  'OTHER',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The names, as texts of the catalogs. */
export const EVENT_TYPE_NAMES: Record<EventType, CatalogText> = {
  LOCAL: /*i18n*/ { id: 'eventType.LOCAL', message: 'Lokalschau' },
  DISTRICT: /*i18n*/ { id: 'eventType.DISTRICT', message: 'Kreisschau' },
  REGIONAL: /*i18n*/ { id: 'eventType.REGIONAL', message: 'Regionalschau' },
  NATIONAL: /*i18n*/ { id: 'eventType.NATIONAL', message: 'Bundesschau' },
  YOUNG_BIRDS: /*i18n*/ { id: 'eventType.YOUNG_BIRDS', message: 'Jungtierschau' },
  SPECIAL: /*i18n*/ { id: 'eventType.SPECIAL', message: 'Sonderschau' },
  INTERNATIONAL: /*i18n*/ { id: 'eventType.INTERNATIONAL', message: 'Internationale Schau' },
  OTHER: /*i18n*/ { id: 'eventType.OTHER', message: 'Sonstige Schau' },
};

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
