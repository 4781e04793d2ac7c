import { msg } from '@lingui/core/macro';

/**
 * The texts the server writes into each page's <head> (title, description, link previews; see
 * src/api/http/pageHead.ts). The server cannot use Lingui's macros, so it reads the catalogs at
 * start and looks these up by their German text; declaring them here keeps them in the catalogs
 * (`npm run extract`) and gets them translated. The web app itself does not use this list.
 * Change a text here and in HEAD_TEXTS together.
 */
export const PAGE_HEAD_TEXTS = [
  msg`Die Taubenschauen des Verbandes: alle Events, die Käfigzuweisung und die Ergebnisse – und die Anmeldung Ihrer Tauben.`,
  msg`Startseite`,
  msg`Events`,
  msg`Alle Schauen des Verbandes mit Datum, Ort und Anmeldeschluss: jetzt Tauben anmelden.`,
  msg({ message: '{eventType} am {date} in {place}.' }),
  msg`Käfigzuweisung`,
  msg({
    message:
      'Die Käfigzuweisung der Schau {title} am {date} in {place}: welche Taube in welchem Käfig steht.',
  }),
  msg`Ergebnisse`,
  msg`Die Ergebnisse der Schauen des Verbandes: Klassenlisten, Käfigkarten, Züchterwertung und Schausieger.`,
  msg({
    message:
      'Die Ergebnisse der Schau {title} am {date} in {place}: Schausieger, Klassenlisten, Käfigkarten und Züchterwertung.',
  }),
  msg({ message: '{view} der Schau {title} am {date} in {place}.' }),
  msg`Ergebnisliste`,
  msg`Käfigkarten`,
  msg`Ergebnisse je Züchter`,
  msg`Bester Züchter`,
  msg`Impressum`,
  msg`Impressum des Verbandes: Anschrift, Vertretung, Registereintrag und Kontakt.`,
  msg`Datenschutz`,
  msg`Welche Daten die Taubenschau speichert, wozu und wie lange – und welche Rechte Sie haben.`,
  msg`Seite nicht gefunden`,
];
