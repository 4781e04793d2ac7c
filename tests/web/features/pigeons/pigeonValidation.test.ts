import { EMPTY_PIGEON, validatePigeon } from '@web/features/pigeons/pigeonValidation';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';

const pigeon = { ...EMPTY_PIGEON, ringNumber: 'DV-06976-21-134', sex: 'M' as const };

afterEach(() => activateLocale('de'));

describe('the pigeon form', () => {
  it('counts a colour as the server stores it: runs of spaces as one', () => {
    // 40 characters once the spaces are collapsed, as the server keeps them.
    const forty = `${'b'.repeat(19)}    ${'g'.repeat(20)}`;
    expect(validatePigeon({ ...pigeon, color: forty })).toEqual({});
  });

  it('names the limit of a colour in the page language', async () => {
    const errors = validatePigeon({ ...pigeon, color: 'x'.repeat(41) });
    await activateLocale('de');
    expect(i18n._(errors.color!)).toBe('Höchstens 40 Zeichen');
    await activateLocale('en');
    expect(i18n._(errors.color!)).toBe('At most 40 characters');
  });
});
