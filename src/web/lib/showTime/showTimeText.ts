import type { I18n } from '@lingui/core';
import { FORMAT_LOCALES, isLocale } from '@shared/locales';
import { formatShowTime } from '@shared/showTime';

/**
 * An instant in the show's zone in the active language ("15.07.2026, 18:00"); with the reader's
 * zone, a time of day says the show's zone where that clock differs. Lists and files for the office
 * (CSV) leave the reader's zone out: they are the show's times.
 */
export function showTimeText(
  i18n: I18n,
  instant: Date | string | number,
  options: Intl.DateTimeFormatOptions,
  readerZone?: string,
): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'de';
  return formatShowTime(instant, FORMAT_LOCALES[locale], options, readerZone);
}
