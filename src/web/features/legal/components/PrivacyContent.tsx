import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { ASSOCIATION } from '@web/config/association';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** What the portal stores, why, and for how long (GDPR Art. 13). */
export function PrivacyContent() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const name = i18n._(ASSOCIATION.name);
  const email = ASSOCIATION.email;
  return (
    <Stack gap="lg">
      <Section title={<Trans>Verantwortlicher</Trans>}>
        <Text>
          <Trans>
            Verantwortlich für die Datenverarbeitung ist der {name}. Anschrift und Kontakt finden Sie im{' '}
            <Anchor component={Link} to={paths.impressum.href(locale)}>
              Impressum
            </Anchor>
            .
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Welche Daten wir speichern</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Kontodaten: Vor- und Nachname, E-Mail-Adresse und freiwillig Telefonnummer und Website, Ihre
              Rolle sowie Ihre Tauben, deren Flugergebnisse und Anmeldungen. Ihr Passwort speichern wir nur
              als Hashwert, nie im Klartext.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Login: Nach dem Einloggen speichert Ihr Browser ein Login-Token (Sitzungs-Cookie bzw. lokaler
              Speicher), damit Sie eingeloggt bleiben. Es läuft nach 12 Stunden ab und wird beim Ausloggen
              gelöscht.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Sprache: Das Cookie „locale“ merkt sich die gewählte Sprache für 365 Tage.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Offline-Bewertung: Damit Preisrichter auch ohne Netz bewerten können, speichert die App
              Bewertungen und die zuletzt geladenen Daten des Events im lokalen Speicher (IndexedDB) Ihres
              Geräts, bis sie übertragen sind. Die Dateien der App liegen im Cache des Browsers.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Offline-Lesen: Die öffentlichen Seiten (Events, Käfige und Ergebnisse, samt den Namen der
              Züchter in den Ergebnissen) speichern ihre zuletzt geladenen Daten im lokalen Speicher Ihres
              Browsers, damit Sie sie auch ohne Netz lesen können; beim Einloggen und Ausloggen werden sie
              gelöscht.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Server-Protokolle: Für Betrieb und Sicherheit protokolliert der Server Anfragen und Fehler und
              löscht diese Protokolle nach kurzer Zeit.
            </Trans>
          </List.Item>
        </List>
      </Section>
      <Section title={<Trans>Zwecke und Rechtsgrundlagen</Trans>}>
        <Text>
          <Trans>
            Wir verarbeiten diese Daten, um Ihr Konto zu führen und Schauen durchzuführen (Art. 6 Abs. 1 lit.
            b DSGVO) sowie für den sicheren Betrieb der Website (Art. 6 Abs. 1 lit. f DSGVO). Cookies und
            lokaler Speicher sind dafür technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Ergebnislisten mit
            den Namen der Züchter sind öffentlich; die E-Mail-Adresse eines Züchters steht dort nur, wenn er
            in seinem Profil „E-Mail-Adresse öffentlich zeigen“ gewählt hat (Art. 6 Abs. 1 lit. a DSGVO,
            jederzeit widerrufbar).
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Kein Tracking</Trans>}>
        <Text>
          <Trans>
            Wir setzen keine Analyse-, Werbe- oder Tracking-Dienste ein und laden keine Inhalte von Dritten
            nach. Die Links zu sozialen Netzwerken sind einfache Links: Erst wenn Sie einen anklicken,
            verbinden Sie sich mit dem jeweiligen Anbieter.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Ihre Rechte</Trans>}>
        <Text>
          <Trans>
            Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
            Datenübertragbarkeit und Widerspruch. Schreiben Sie uns dazu an{' '}
            <Anchor href={`mailto:${email}`}>{email}</Anchor>. Außerdem können Sie sich bei einer
            Datenschutz-Aufsichtsbehörde beschweren.
          </Trans>
        </Text>
      </Section>
    </Stack>
  );
}
