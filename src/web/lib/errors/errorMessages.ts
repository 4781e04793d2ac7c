import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@shared/errorCodes';
import {
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  PHONE_NUMBER_MESSAGE,
} from '../forms/fieldMessages';
import { type RequestFailure, toRequestFailure } from './requestFailure';

/**
 * The one place that turns an error code into a text, for every shared code. Every text is a
 * whole sentence and ends with a full stop, in both languages.
 */
const ACCOUNT_DELETION_BLOCKED = msg`Ihr Konto lässt sich gerade nicht löschen. Im Profil steht, was vorher zu tun ist.`;

export const ERROR_CODE_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  CLIENT_NOT_FOUND: msg`Der Benutzer wurde nicht gefunden.`,
  CLIENT_ALREADY_EXISTS: msg`Mit dieser E-Mail-Adresse existiert möglicherweise bereits ein Konto.`,
  LOGIN_FAILED: msg`Die E-Mail oder das Passwort ist falsch.`,
  CLIENT_NOT_VERIFIED: msg`Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen geschickt haben.`,
  CLIENT_ALREADY_VERIFIED: msg`Ihre E-Mail-Adresse ist bereits bestätigt.`,
  NO_PASSWORD: msg`Bitte geben Sie ein Passwort ein.`,
  MISSING_CREDENTIALS: msg`Bitte überprüfen Sie Ihre Eingabe.`,
  PIGEON_NOT_FOUND: msg`Die Taube wurde nicht gefunden.`,
  PIGEON_ALREADY_EXISTS: msg`Diese Ringnummer existiert bereits.`,
  PIGEON_ALREADY_REGISTERED: msg`Die Taube ist für dieses Event bereits angemeldet.`,
  PIGEON_PRICE_NOT_FOUND: msg`Der Preisflug wurde nicht gefunden.`,
  PIGEON_PRICE_IN_FUTURE: msg`Das Datum eines Preisflugs darf nicht in der Zukunft liegen.`,
  PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE: msg`Die Entfernung muss größer als null sein.`,
  PIGEON_PRICE_RANKING_MUST_BE_POSITIVE: msg`Die Platzierung muss größer als null sein.`,
  PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE: msg`Die Teilnehmerzahl muss größer als null sein.`,
  CAGE_NOT_FOUND: msg`Der Käfig wurde nicht gefunden.`,
  NO_CAGES_FOR_EVENT: msg`Für dieses Event gibt es keine Käfige.`,
  CAGE_NUMBER_MUST_BE_POSITIVE: msg`Die Käfignummer muss größer als null sein.`,
  NO_PIGEON_CLASSES_FOUND: msg`Es wurden keine Klassen gefunden.`,
  EVENT_NOT_FOUND: msg`Das Event konnte nicht gefunden werden.`,
  EVENT_REGISTRATION_DEADLINE_PASSED: msg`Der Anmeldeschluss ist vorbei.`,
  EVENT_RATINGS_NOT_FINISHED: msg`Die Bewertung ist noch nicht abgeschlossen.`,
  RATING_MUST_BE_POSITIVE: msg`Eine Punktzahl liegt außerhalb des Bewertungsschemas.`,
  NOT_AUTHORIZED: msg`Dafür fehlt Ihnen die Berechtigung.`,
  JSON_PARSE_ERROR: msg`Die Daten konnten nicht gelesen werden.`,
  EVENT_ENDED: msg`Das Event ist beendet, es werden keine Bewertungen mehr angenommen.`,
  VALIDATION_FAILED: msg`Bitte überprüfen Sie Ihre Eingabe.`,
  UNAUTHENTICATED: msg`Ihre Sitzung ist abgelaufen. Bitte loggen Sie sich erneut ein.`,
  RATE_LIMITED: msg`Zu viele Versuche. Bitte warten Sie ein paar Minuten.`,
  REQUEST_REFUSED: msg`Der Server nimmt diese Anfrage nicht an: Sie kam nicht von dieser Seite. Laden Sie die Seite neu.`,
  RESET_TOKEN_INVALID: msg`Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.`,
  INTERNAL_SERVER_ERROR: msg`Etwas ist schief gelaufen. Bitte versuchen Sie es erneut.`,
  EMAIL_CHANGE_TOKEN_INVALID: msg`Der Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet. In Ihrem Profil können Sie einen neuen anfordern.`,
  CURRENT_PASSWORD_WRONG: msg`Das aktuelle Passwort ist falsch.`,
  EVENT_REGISTRATION_OPEN: msg`Das geht erst nach dem Anmeldeschluss.`,
  EVENT_ALREADY_STARTED: msg`Das Event hat bereits begonnen; das lässt sich nicht mehr ändern.`,
  EVENT_NOT_STARTED: msg`Das Event wurde noch nicht gestartet.`,
  CAGES_MANUALLY_CHANGED: msg`Einige Käfignummern wurden von Hand geändert. Neu nummerieren überschreibt sie.`,
  CLASSES_WITHOUT_JUDGE: msg`Nicht jede Klasse mit Käfigen hat einen Richter.`,
  IDEMPOTENCY_KEY_REUSED: msg`Diese Bewertung wurde mit anderem Inhalt schon einmal gesendet.`,
  JUDGING_OP_NOT_FOUND: msg`Diese verspätete Bewertung wurde nicht gefunden.`,
  OWN_PIGEON: msg`Das ist Ihre eigene Taube: Richter bewerten ihre eigenen Tauben nicht.`,
  OPS_OF_OTHER_ACCOUNT: msg`Diese Bewertungen gehören zu einem anderen Konto; loggen Sie sich mit diesem ein, um sie zu senden.`,
  QUERY_TOO_COMPLEX: msg`Diese Anfrage ist zu umfangreich.`,
  GRAPHQL_PARSE_FAILED: msg`Die Anfrage konnte nicht gelesen werden.`,
  GRAPHQL_VALIDATION_FAILED: msg`Die Anfrage passt nicht zu dieser Version der App. Bitte laden Sie die Seite neu.`,
  SERVER_BUSY: msg`Der Server ist gerade ausgelastet. Es wird gleich erneut versucht.`,
  // What blocks a deletion, in short: the profile's dialog says it in full, with the shows
  // (features/profile, in the work pages' catalog).
  ACCOUNT_DELETION_LAST_SUPERADMIN: ACCOUNT_DELETION_BLOCKED,
  ACCOUNT_DELETION_JUDGE_OF_SHOW: ACCOUNT_DELETION_BLOCKED,
  ACCOUNT_DELETION_PIGEONS_IN_SHOW: ACCOUNT_DELETION_BLOCKED,
  ACCOUNT_DELETION_FEES_OPEN: ACCOUNT_DELETION_BLOCKED,
  RING_CLAIM_NOT_FOUND: msg`Die Meldung wurde nicht gefunden.`,
  RING_CLAIM_DECIDED: msg`Über diese Meldung hat die Schauleitung schon entschieden.`,
  RING_NOT_HELD_BY_OTHER: msg`Diese Ringnummer hat keine Taube eines anderen Züchters. Sie können die Taube selbst anlegen.`,
  OBJECTION_PERIOD_RUNNING: msg`Die Einspruchsfrist läuft noch. Endgültig werden die Ergebnisse nach ihrem Ende, oder vorzeitig, wenn Sie das ausdrücklich wählen.`,
  OBJECTIONS_OPEN: msg`Es gibt noch unbeantwortete Einsprüche. Beantworten Sie sie, bevor die Ergebnisse endgültig werden.`,
  RESULTS_FINAL: msg`Die Ergebnisse sind endgültig und lassen sich nicht mehr ändern.`,
  OBJECTION_PERIOD_OVER: msg`Die Einspruchsfrist ist abgelaufen.`,
  OBJECTION_NOT_FOUND: msg`Der Einspruch wurde nicht gefunden.`,
  LATE_RATINGS_OPEN: msg`Über nachträgliche Bewertungen ist noch nicht entschieden. Entscheiden Sie zuerst, ob sie zählen.`,
  JUDGEMENT_CORRECTED: msg`Die Schauleitung hat die Wertung dieses Käfigs korrigiert; eine nachträgliche Bewertung ändert sie nicht mehr.`,
  OBJECTION_OPEN: msg`Ein Einspruch von Ihnen zu dieser Taube ist noch offen, oder Sie haben schon viele offene Einsprüche. Warten Sie die Antwort der Schauleitung ab.`,
};

export const NETWORK_MESSAGE = msg`Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.`;

/** What the user was doing: it picks the fallback text when the server gives no code. */
export type ErrorAction =
  | 'generic'
  | 'save'
  | 'register'
  | 'login'
  | 'resetRequest'
  | 'newPassword'
  | 'verify'
  | 'confirmEmail'
  | 'restore';

export const FALLBACK_MESSAGES: Record<ErrorAction, MessageDescriptor> = {
  generic: msg`Etwas ist schief gelaufen. Bitte versuchen Sie es erneut.`,
  save: msg`Etwas ist schief gelaufen.`,
  register: msg`Etwas ist schief gelaufen.`,
  restore: msg`Etwas ist schief gelaufen.`,
  login: msg`Die E-Mail oder das Passwort ist falsch.`,
  resetRequest: msg`Die E-Mail wurde nicht gefunden.`,
  newPassword: msg`Passwort konnte nicht geändert werden.`,
  verify: msg`Das hat leider nicht funktioniert.`,
  confirmEmail: msg`Das hat leider nicht funktioniert.`,
};

// Where one code means something more specific in one action.
const ACTION_MESSAGES: Partial<Record<ErrorAction, Partial<Record<ErrorCode, MessageDescriptor>>>> = {
  resetRequest: { CLIENT_NOT_FOUND: msg`Die E-Mail wurde nicht gefunden.` },
  // Only the newest verification link works: one mailed before a resend is unknown.
  verify: {
    CLIENT_NOT_FOUND: msg`Dieser Bestätigungslink ist ungültig. Falls Sie inzwischen einen neuen angefordert haben, gilt nur der neueste.`,
  },
  confirmEmail: {
    CLIENT_ALREADY_EXISTS: msg`Zu der neuen E-Mail-Adresse gibt es inzwischen ein anderes Konto. Sie können die Änderung in Ihrem Profil verwerfen.`,
  },
};

// Texts for a field the server marked as invalid (VALIDATION_FAILED with `field`).
export const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  email: EMAIL_MESSAGE,
  firstName: FIRST_NAME_MESSAGE,
  lastName: LAST_NAME_MESSAGE,
  phoneNumber: PHONE_NUMBER_MESSAGE,
  website: msg`Bitte geben Sie eine gültige Webadresse ein.`,
};

/**
 * A text that names what the error carries, where the server sends it: the ring already in a
 * cage number, the started events that keep a pigeon from being deleted, the events that keep an
 * account from being deleted.
 */
function detailedMessage({ code, field, extensions = {} }: RequestFailure): MessageDescriptor | null {
  const { cageNumber, ringNumber, eventTitles } = extensions;
  if (
    code === 'VALIDATION_FAILED' &&
    field === 'cageNumber' &&
    typeof cageNumber === 'number' &&
    typeof ringNumber === 'string'
  )
    return msg`Käfig ${cageNumber} hat bereits ${ringNumber}.`;
  const titled =
    Array.isArray(eventTitles) &&
    eventTitles.length > 0 &&
    eventTitles.every((title) => typeof title === 'string');
  if (!titled) return null;
  const events = eventTitles.join(', ');
  if (code === 'PIGEON_ALREADY_REGISTERED')
    return msg`Die Taube ist für Events angemeldet, die schon begonnen haben, und kann deshalb nicht gelöscht werden: ${events}.`;
  return null;
}

/** The text for a failed request in the given action. */
export function errorMessage(error: unknown, action: ErrorAction = 'generic'): MessageDescriptor {
  const failure = toRequestFailure(error);
  const { code } = failure;
  if (code === 'NETWORK') return NETWORK_MESSAGE;
  if (code === null || code === 'INTERNAL_SERVER_ERROR') return FALLBACK_MESSAGES[action];
  return detailedMessage(failure) ?? ACTION_MESSAGES[action]?.[code] ?? ERROR_CODE_MESSAGES[code];
}

/**
 * The field an error belongs on and its text, or null when it belongs to the whole form:
 * VALIDATION_FAILED with a field, an e-mail that another account has, a missing or wrong password.
 */
export function fieldError(error: unknown): { field: string; message: MessageDescriptor } | null {
  const { code, field } = toRequestFailure(error);
  if (!field) return null;
  // Refusals that name their field go on it (the profile's current password, a taken address).
  if (code === 'CLIENT_ALREADY_EXISTS' || code === 'CURRENT_PASSWORD_WRONG' || code === 'NO_PASSWORD')
    return { field, message: ERROR_CODE_MESSAGES[code] };
  if (code === 'VALIDATION_FAILED')
    return { field, message: FIELD_MESSAGES[field] ?? ERROR_CODE_MESSAGES.VALIDATION_FAILED };
  return null;
}
