import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ClassReason, Sex } from '@shared/classification';

/** The feature's one mapping of sexes and class codes to texts. */
export const SEX_LABELS: Record<Sex, MessageDescriptor> = {
  M: msg`Täuber`,
  F: msg`Täubin`,
};

/** Kilometres as the locale writes them, at most one decimal. */
export function formatKm(i18n: I18n, km: number): string {
  return i18n.number(km, { maximumFractionDigits: 1 });
}

/** Why a pigeon has its class: "1.680 Preis-km · 4 Preise · 840 km im Vorjahr". */
export function classReasonText(i18n: I18n, reason: ClassReason): string {
  const km = formatKm(i18n, reason.prizeKm);
  const lastYear = formatKm(i18n, reason.lastYearKm);
  const prizes = reason.prizes;
  return i18n._(
    msg`${km} Preis-km · ${plural(prizes, { one: '# Preis', other: '# Preise' })} · ${lastYear} km im Vorjahr`,
  );
}
