import { COUNTRY_CODES, countryName, countryOptions } from '@shared/country';
import { EVENT_TYPE_NAMES, EVENT_TYPES } from '@shared/eventTypes';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';

describe('event types and countries in the reader’s language', () => {
  it('names every event type in German and English', async () => {
    await activateLocale('de');
    for (const type of EVENT_TYPES) expect(eventTypeName(i18n, type)).toBe(EVENT_TYPE_NAMES[type].message);
    await activateLocale('en');
    expect(eventTypeName(i18n, 'REGIONAL')).toBe('Regional show');
    expect(eventTypeName(i18n, 'NATIONAL')).toBe('National show');
    for (const type of EVENT_TYPES)
      expect(eventTypeName(i18n, type)).not.toBe(EVENT_TYPE_NAMES[type].message);
  });

  it('names countries by their code in either language, sorted by the shown name', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(placeText({ city: 'Hannover', country: 'NL' }, 'de')).toBe('Hannover, Niederlande');
    expect(placeText({ city: 'Hannover', country: 'NL' }, 'en')).toBe('Hannover, Netherlands');
    const german = countryOptions('de').map((o) => o.label);
    expect(german).toHaveLength(COUNTRY_CODES.length);
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'));
    expect(countryOptions('en').map((o) => o.label)).toContain('United Kingdom');
  });
});
