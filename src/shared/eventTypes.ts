/**
 * What kind of show an event is: a fixed list, stored as its code and named in the reader's
 * language (web: `EVENT_TYPE_LABELS`; the server's page heads look the German name up in the
 * catalogs). From the local club's show up to the national one, the young birds' show, a special
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

/**
 * The German names, the catalogs' source texts (the web declares the same texts with `msg` in
 * src/web/lib/eventTexts/eventTexts.ts; tests/web checks both agree).
 */
export const EVENT_TYPE_NAMES: Record<EventType, string> = {
  LOCAL: 'Lokalschau',
  DISTRICT: 'Kreisschau',
  REGIONAL: 'Regionalschau',
  NATIONAL: 'Bundesschau',
  YOUNG_BIRDS: 'Jungtierschau',
  SPECIAL: 'Sonderschau',
  INTERNATIONAL: 'Internationale Schau',
  OTHER: 'Sonstige Schau',
};

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
