import '@mantine/core/styles/Popover.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { useLingui } from '@lingui/react/macro';
import { DatesProvider, MaskedDateInput } from '@mantine/dates';
import { type FocusEventHandler, type ReactNode, useId } from 'react';
import { useLocale } from '../i18n/useLocale';

interface DateFieldProps {
  label: string;
  /**
   * The forms' value: `YYYY-MM-DD`, with time `YYYY-MM-DDTHH:mm` (local time, the format of the
   * native date fields this replaced); '' while empty or incomplete.
   */
  value?: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Days the calendar does not offer (`YYYY-MM-DD`); typing one is refused by the form's check. */
  excludeDate?: (day: string) => boolean;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

/**
 * A date (and time) field drawn by the page, not the browser: day, month, year (and hours and
 * minutes on a 24-hour clock) in the page's language and order, "20.12.2026 18:00" in German and
 * "20/12/2026 18:00" in English, whatever language the browser speaks; typed digit by digit or
 * picked from a calendar that opens below.
 */
export function DateField({ value = '', onChange, withTime = false, ...props }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const german = locale === 'de';
  // The parts are the inputs a screen reader meets: each says that the field is required, whether
  // it holds an error, and what the field's description and error say.
  const id = useId();
  const describedBy = [props.description && `${id}-description`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const partProps = {
    'aria-required': props.required || undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    // Weekends in the ink of weekdays, days of other months left out: Mantine's red and grey for
    // them are too faint to read (contrast below 4.5:1).
    <DatesProvider settings={{ locale: german ? 'de' : 'en-gb', firstDayOfWeek: 1, weekendDays: [] }}>
      <MaskedDateInput
        {...props}
        withTime={withTime}
        hideOutsideDates
        format="24h"
        fieldsOrder={['day', 'month', 'year']}
        dateSeparator={german ? '.' : '/'}
        // Wide enough for the letters shown while a part is empty ("MM", "JJJJ").
        id={id}
        styles={{ field: { width: 'calc(3ch + 0.3em)' } }}
        dayInputProps={partProps}
        monthInputProps={partProps}
        yearInputProps={{ ...partProps, style: { width: 'calc(4.6ch + 0.3em)' } }}
        hoursInputProps={partProps}
        minutesInputProps={partProps}
        value={value ? `${value.replace('T', ' ')}${withTime ? ':00' : ''}` : null}
        onChange={(next) => onChange(next ? (withTime ? next.slice(0, 16).replace(' ', 'T') : next) : '')}
        dayInputLabel={t`Tag`}
        monthInputLabel={t`Monat`}
        yearInputLabel={t`Jahr`}
        hoursInputLabel={t`Stunden`}
        minutesInputLabel={t`Minuten`}
        dayPlaceholder={t`TT`}
        monthPlaceholder={t`MM`}
        yearPlaceholder={t`JJJJ`}
        hoursPlaceholder={t`hh`}
        minutesPlaceholder={t`mm`}
        // A day of the calendar is read out in full, in the page's words: "Samstag, 21. Dezember 2030".
        getDayAriaLabel={(day) => i18n.date(`${day}T12:00:00`, { dateStyle: 'full' })}
        nextLabel={t`Nächster Monat`}
        previousLabel={t`Voriger Monat`}
        ariaLabels={{
          nextMonth: t`Nächster Monat`,
          previousMonth: t`Voriger Monat`,
          nextYear: t`Nächstes Jahr`,
          previousYear: t`Voriges Jahr`,
          nextDecade: t`Nächstes Jahrzehnt`,
          previousDecade: t`Voriges Jahrzehnt`,
        }}
      />
    </DatesProvider>
  );
}
