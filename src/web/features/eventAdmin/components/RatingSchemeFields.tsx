import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RATING_CATEGORIES, type RatingBounds } from '@shared/ratingScheme';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import type { EventFormValues } from '../eventFormValidation';

/** Bounds and step of the five rating categories; locked once the event has started. */
export function RatingSchemeFields({
  form,
  locked,
}: {
  form: UseFormReturnType<EventFormValues>;
  locked: boolean;
}) {
  const { t, i18n } = useLingui();
  const parts: Array<[keyof RatingBounds, string]> = [
    ['min', t`von`],
    ['max', t`bis`],
    ['step', t`Schritt`],
  ];
  return (
    <Fieldset legend={t`Bewertungsschema`} variant="unstyled" disabled={locked}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {locked ? (
            <Trans>Das Event hat begonnen: das Schema bleibt, wie es ist.</Trans>
          ) : (
            <Trans>Punkte je Kategorie; die Gesamtpunktzahl ist ihre Summe. Änderbar bis zum Start.</Trans>
          )}
        </Text>
        {RATING_CATEGORIES.map((category) => {
          const name = i18n._(CATEGORY_LABELS[category]);
          return (
            <SimpleGrid key={category} cols={{ base: 3, sm: 4 }} spacing="xs" verticalSpacing={4}>
              <Text fw={600} size="sm" style={{ gridColumn: '1 / -1' }} hiddenFrom="sm">
                {name}
              </Text>
              <Text fw={600} size="sm" visibleFrom="sm" pt={28}>
                {name}
              </Text>
              {parts.map(([part, label]) => (
                <NumberInput
                  key={part}
                  label={label}
                  aria-label={`${name} ${label}`}
                  min={0}
                  step={part === 'step' ? 0.05 : 0.25}
                  decimalScale={2}
                  decimalSeparator={i18n.locale === 'de' ? ',' : '.'}
                  {...form.getInputProps(`ratingScheme.${category}.${part}`)}
                />
              ))}
            </SimpleGrid>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
