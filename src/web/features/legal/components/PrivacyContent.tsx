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
              Konto: Vor- und Nachname, E-Mail-Adresse und freiwillig Telefonnummer und Website, Ihre Sprache,
              Ihre Rolle und wann Sie das Konto angelegt und bestätigt haben. Ihr Passwort speichern wir nur
              als Hashwert, nie im Klartext.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Tauben und Flugergebnisse: Ringnummer, Geschlecht und Farbe Ihrer Tauben und ihre Preisflüge
              (Datum, Auflassort, Entfernung, Platz, Teilnehmer).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Anmeldungen und Startgeld: welche Tauben Sie zu welchem Event angemeldet haben, mit Klasse und
              Käfig, was Sie an Startgeld schulden und was die Schauleitung als bezahlt erfasst hat (Tag und
              Zahlungsart).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Bewertungen: Als Richter Ihre Punkte, übersprungene Käfige und Bemerkungen, mit der Zeit Ihres
              Geräts und des Servers, und wer eine Papierkarte eingegeben hat; dazu, was Ihre Tablets der
              Schauleitung über sich melden (Gerätename, App-Version, Akku, wartende Bewertungen).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              E-Mails: Von den Ergebnis-Mails an Sie halten wir fest, wann sie verschickt wurden oder warum
              nicht. Andere E-Mails (Bestätigung, Zurücksetzen des Passworts, Hinweise) verschicken wir, ohne
              sie zu speichern.
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
              Schutz vor Missbrauch: Fehlgeschlagene Logins, Registrierungen und angeforderte E-Mails zählt
              der Server je IP-Adresse und je E-Mail-Adresse, um das Erraten von Passwörtern und den
              Missbrauch unserer E-Mails zu verhindern.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Server-Protokolle: Für Betrieb und Sicherheit protokolliert der Server jede Anfrage (Adresse der
              Seite, Ergebnis, Dauer, ohne IP-Adresse) und Fehler, bei Vorgängen an einem Konto mit dessen
              Nummer.
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
        <Text mt="xs">
          <Trans>
            Die Ergebnisse beendeter Schauen bewahren wir als Chronik des Verbandes auf: Platzierungen und
            Meisterschaften bleiben nachvollziehbar (Art. 6 Abs. 1 lit. f DSGVO). Löschen Sie Ihr Konto,
            bleiben dort nur Ringnummern und Punkte, ohne Ihren Namen.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Wie lange wir Daten speichern</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>Konto, Tauben, Flugergebnisse und Anmeldungen: bis Sie Ihr Konto löschen.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Ergebnisse und Bewertungen beendeter Events: solange das Event besteht, als Chronik des
              Verbandes; nach dem Löschen Ihres Kontos ohne Ihren Namen („ehemaliges Mitglied“), mit
              Ringnummern und Punkten.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Erfasstes Startgeld: solange das Event besteht, für die Kasse des Verbandes; nach dem Löschen
              Ihres Kontos ohne Ihren Namen.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Versand der Ergebnis-Mails und Meldungen Ihrer Tablets: bis Sie Ihr Konto löschen oder das Event
              gelöscht wird.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Links in E-Mails (Bestätigung, Zurücksetzen, neue E-Mail-Adresse): nur als Hashwert, bis Sie Ihr
              Konto löschen; ein Link zum Zurücksetzen oder zu einer neuen Adresse gilt eine Stunde.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Ausgeloggte Sitzungen: bis ihr Login-Token ohnehin abläuft, höchstens 12 Stunden.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Zähler gegen Missbrauch (mit IP- und E-Mail-Adresse): höchstens 2 Stunden.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Server-Protokolle: 14 Tage.</Trans>
          </List.Item>
        </List>
      </Section>
      <Section title={<Trans>Ihre Daten herunterladen und Ihr Konto löschen</Trans>}>
        <Text>
          <Trans>
            In Ihrem{' '}
            <Anchor component={Link} to={paths.profile.href(locale)}>
              Profil
            </Anchor>{' '}
            laden Sie unter „Meine Daten“ alles, was wir zu Ihrem Konto speichern, als JSON-Datei herunter,
            und unter „Konto löschen“ löschen Sie Ihr Konto mit Ihrem Passwort. Dann sind Ihr Name, Ihre
            E-Mail-Adresse, Telefonnummer, Website und Ihr Passwort gelöscht, ebenso Ihre Tauben und Ihre
            Anmeldungen zu Events, die noch nicht begonnen haben, und Sie sind auf allen Geräten ausgeloggt.
            Solange Sie Richter eines noch nicht beendeten Events sind, Ihre Tauben in einem laufenden Event
            stehen oder Startgeld offen ist, sagt das Profil, was vorher zu tun ist.
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
