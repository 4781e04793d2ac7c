import { CLASS_CODES, CLASS_NAMES } from '@shared/classification';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ClassBadge } from '@web/features/pigeons/components/ClassBadge';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { classReasonText } from '@web/lib/pigeonClasses/classLabels';
import { describe, expect, it } from 'vitest';

const reason = { prizeKm: 1680.5, prizes: 4, lastYearKm: 840 };

describe('class labels and reasons', () => {
  it('name every class code in German and English', async () => {
    await activateLocale('de');
    expect(CLASS_CODES.map((code) => i18n._(CLASS_NAMES[code]))).toContain('Klasse 1 Täubin');
    expect(i18n._(CLASS_NAMES.ELITE_M)).toBe('Elite Täuber');
    expect(i18n._(CLASS_NAMES.REST)).toBe('Ohne Klasse');
    await activateLocale('en');
    expect(i18n._(CLASS_NAMES.JAEHRIGE_F)).toBe('Yearling hen');
    expect(i18n._(CLASS_NAMES.JUNGTAUBE_M)).toBe('Young bird cock');
    expect(new Set(CLASS_CODES.map((code) => i18n._(CLASS_NAMES[code]))).size).toBe(CLASS_CODES.length);
  });

  it('give the reason with the locale’s numbers and a singular for one prize', async () => {
    await activateLocale('de');
    expect(classReasonText(i18n, reason)).toBe('1.680,5 Preis-km · 4 Preise · 840 km im Vorjahr');
    expect(classReasonText(i18n, { prizeKm: 312.5, prizes: 1, lastYearKm: 0 })).toBe(
      '312,5 Preis-km · 1 Preis · 0 km im Vorjahr',
    );
    await activateLocale('en');
    expect(classReasonText(i18n, reason)).toBe('1,680.5 prize-km · 4 prizes · 840 km last year');
  });

  it('show a class always together with its reason', async () => {
    await renderWithProviders(<ClassBadge classification={{ code: 'KLASSE3_M', reason }} />, {
      path: '/en/breeder/myPigeons',
    });
    expect(screen.getByText('Class 3 cock')).toBeInTheDocument();
    expect(screen.getByText('1,680.5 prize-km · 4 prizes · 840 km last year')).toBeInTheDocument();
  });
});
