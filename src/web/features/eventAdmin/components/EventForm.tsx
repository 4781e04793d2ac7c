import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { countryOptions } from '@shared/country';
import { canDo } from '@shared/eventLifecycle';
import { EVENT_TYPES } from '@shared/eventTypes';
import { FORMAT_LOCALES } from '@shared/locales';
import { MAX_OBJECTION_DAYS } from '@shared/resultsStatus';
import { zoneAbbreviation, zoneGenericName } from '@shared/showTime';
import type { AdminEventQuery } from '@web/gql/graphql';
import { eventTypeName } from '@web/lib/eventTexts/eventTexts';
import { DateField } from '@web/lib/forms/DateField';
import { FormError } from '@web/lib/forms/FormError';
import { useLocale } from '@web/lib/i18n/useLocale';
import { showTimeText } from '@web/lib/showTime/showTimeText';
import { fromFormTime } from '../eventFormValidation';
import { useEventForm } from '../hooks/useEventForm';
import { RatingSchemeFields } from './RatingSchemeFields';

interface EventFormProps {
  /** The event to edit; none creates one. */
  event: AdminEventQuery['event'] | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** Admin: title, type, description, dates and place of an event. */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { form, formProps, failure, submitting } = useEventForm(event, onSaved);
  // From the start on, the scheme and the deadline are frozen (the server refuses a change).
  const locked = event !== null && !canDo('changeSchemeOrDeadline', event.status);
  // From the deadline on, the fees are what breeders were told and the office bills.
  const feesLocked = event !== null && !canDo('changeFees', event.status);
  const euros = {
    min: 0,
    max: 1000,
    decimalScale: 2,
    fixedDecimalScale: true,
    decimalSeparator: i18n.locale === 'de' ? ',' : '.',
    thousandSeparator: i18n.locale === 'de' ? '.' : ',',
    suffix: ' €',
    disabled: feesLocked,
  };
  // The date chosen in words, with its weekday, so a slip of one digit shows, and with the zone's
  // short name: the times are the show's, whatever zone this device is set to.
  const inWords = (local: string) => {
    const iso = fromFormTime(local);
    if (!iso) return undefined;
    const when = showTimeText(i18n, iso, { dateStyle: 'full', timeStyle: 'short' });
    return `${when} ${zoneAbbreviation(new Date(iso), FORMAT_LOCALES[locale])}`;
  };
  const zone = zoneGenericName(FORMAT_LOCALES[locale]);
  return (
    <form {...formProps}>
      <Stack gap="md">
        <TextInput label={t`Titel`} required {...form.getInputProps('title')} />
        <NativeSelect
          label={t`Art des Events`}
          required
          data={[
            { value: '', label: t`Bitte wählen`, disabled: true },
            ...EVENT_TYPES.map((type) => ({ value: type, label: eventTypeName(i18n, type) })),
          ]}
          {...form.getInputProps('eventType')}
        />
        <Textarea label={t`Beschreibung`} autosize minRows={3} {...form.getInputProps('description')} />
        <Text size="sm" c="ink.7" id="event-time-zone">
          <Trans>Alle Zeiten gelten in der Zeitzone der Schau: {zone}.</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            withTime
            label={t`Anmeldeschluss`}
            description={inWords(form.values.registrationDeadline)}
            required
            disabled={locked}
            {...form.getInputProps('registrationDeadline')}
          />
          <DateField
            withTime
            label={t`Beginn`}
            description={inWords(form.values.eventStart)}
            required
            {...form.getInputProps('eventStart')}
          />
        </SimpleGrid>
        <Fieldset legend={t`Ort`} variant="unstyled">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t`Straße`} required {...form.getInputProps('street')} />
              <TextInput label={t`Hausnummer`} required {...form.getInputProps('houseNumber')} />
              <TextInput label={t`Postleitzahl`} required {...form.getInputProps('zipCode')} />
              <TextInput label={t`Stadt`} required {...form.getInputProps('city')} />
            </SimpleGrid>
            <NativeSelect
              label={t`Land`}
              required
              data={countryOptions(locale)}
              {...form.getInputProps('country')}
            />
          </Stack>
        </Fieldset>
        <Fieldset
          legend={t`Startgeld`}
          variant="unstyled"
          aria-describedby={feesLocked ? 'fees-locked' : undefined}
        >
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t`Je angemeldete Taube`} {...euros} {...form.getInputProps('pigeonFee')} />
              <NumberInput
                label={t`Je Züchter (Katalog)`}
                description={t`Einmal je Züchter mit mindestens einer Taube`}
                {...euros}
                {...form.getInputProps('breederFee')}
              />
            </SimpleGrid>
            {feesLocked && (
              <Text size="sm" c="ink.7" id="fees-locked">
                <Trans>Seit dem Anmeldeschluss steht das Startgeld fest.</Trans>
              </Text>
            )}
          </Stack>
        </Fieldset>
        <NumberInput
          label={t`Einspruchsfrist in Tagen nach dem Ende`}
          description={t`So lange sind die Ergebnisse vorläufig und Züchter können Einspruch einlegen (0: keine Frist).`}
          min={0}
          max={MAX_OBJECTION_DAYS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          {...form.getInputProps('objectionDays')}
        />
        <RatingSchemeFields form={form} locked={locked} />
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={onCancel}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" loading={submitting}>
            <Trans>Speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
