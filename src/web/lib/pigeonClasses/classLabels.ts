import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ClassCode, ClassReason, Sex } from '@shared/classification';

/** The feature's one mapping of sexes and class codes to texts. */
export const SEX_LABELS: Record<Sex, MessageDescriptor> = {
  M: msg`Täuber`,
  F: msg`Täubin`,
};

export const CLASS_LABELS: Record<ClassCode, MessageDescriptor> = {
  ELITE_M: msg`Elite Täuber`,
  ELITE_F: msg`Elite Täubin`,
  KLASSE1_M: msg`Klasse 1 Täuber`,
  KLASSE1_F: msg`Klasse 1 Täubin`,
  KLASSE2_M: msg`Klasse 2 Täuber`,
  KLASSE2_F: msg`Klasse 2 Täubin`,
  KLASSE3_M: msg`Klasse 3 Täuber`,
  KLASSE3_F: msg`Klasse 3 Täubin`,
  JAEHRIGE_M: msg`Jährige Täuber`,
  JAEHRIGE_F: msg`Jährige Täubin`,
  JUNGTAUBE_M: msg`Jungtaube Täuber`,
  JUNGTAUBE_F: msg`Jungtaube Täubin`,
  REST: msg`Ohne Klasse`,
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
