import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ASSOCIATION } from '@web/config/association';

/** Legal notice of the operator (§ 5 DDG, § 18 MStV). */
export function ImpressumContent() {
  const { i18n } = useLingui();
  const name = i18n._(ASSOCIATION.name);
  const { representative, register } = ASSOCIATION;
  const address = (
    <>
      {name}
      <br />
      {ASSOCIATION.street}
      <br />
      {ASSOCIATION.zipCode} {ASSOCIATION.city}
      <br />
      {i18n._(ASSOCIATION.country)}
    </>
  );
  return (
    <Stack gap="lg">
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Anbieter</Trans>
        </Title>
        <Text>{address}</Text>
      </section>
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Kontakt</Trans>
        </Title>
        <Text>
          <Trans>Telefon:</Trans>{' '}
          <Anchor href={`tel:${ASSOCIATION.phone.replace(/\s/g, '')}`}>{ASSOCIATION.phone}</Anchor>
          <br />
          <Trans>E-Mail:</Trans> <Anchor href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</Anchor>
        </Text>
      </section>
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Vertretungsberechtigter Vorstand</Trans>
        </Title>
        <Text>
          <Trans>{representative} (Präsident)</Trans>
        </Text>
      </section>
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Registereintrag</Trans>
        </Title>
        <Text>
          <Trans>Vereinsregister: {register}</Trans>
        </Text>
      </section>
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Verantwortlich für den Inhalt</Trans>
        </Title>
        <Text>
          <Trans>{representative}, Anschrift wie oben (gemäß § 18 Abs. 2 Medienstaatsvertrag)</Trans>
        </Text>
      </section>
      <section>
        <Title order={2} size="h3" mb="xs">
          <Trans>Haftung für Links</Trans>
        </Title>
        <Text>
          <Trans>
            Unsere Seiten verlinken auf Angebote Dritter, auf deren Inhalte wir keinen Einfluss haben. Für
            diese Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt,
            entfernen wir die betreffenden Links umgehend.
          </Trans>
        </Text>
      </section>
    </Stack>
  );
}
