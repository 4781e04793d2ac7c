import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type EventNextStep,
  type EventProgressFacts,
  NEXT_STEP_PAGES,
  nextEventStep,
} from '@shared/eventNextStep';
import type { Locale } from '@shared/locales';
import { buildPath } from '@shared/routes';

/** What the overview's link of each next step says (the rule itself: src/shared/eventNextStep.ts). */
const NEXT_STEP_LABELS: Record<EventNextStep, MessageDescriptor> = {
  REVIEW_DRAFT: msg`Entwurf prüfen`,
  FOLLOW_REGISTRATION: msg`Anmeldungen ansehen`,
  NO_REGISTRATIONS: msg`Keine Anmeldungen: Anmeldeschluss verschieben`,
  ASSIGN_CAGES: msg`Käfige zuweisen`,
  ASSIGN_JUDGES: msg`Richter zuweisen`,
  START_JUDGING: msg`Prüfen und Bewertung starten`,
  FOLLOW_JUDGING: msg`Bewertungsfortschritt ansehen`,
  END_SHOW: msg`Alles bewertet: Schau beenden`,
  DECIDE_LATE_RATINGS: msg`Nachträgliche Bewertungen entscheiden`,
  ANSWER_OBJECTIONS: msg`Einsprüche beantworten`,
  FINALIZE_RESULTS: msg`Einspruchsfrist vorbei: Ergebnisse endgültig machen`,
  SEND_RESULTS: msg`Ergebnisse und Mails`,
  PRINT_CERTIFICATES: msg`Urkunden drucken`,
};

/** The show's next step as a link: its words and where it leads, in the reader's language. */
export function nextStepLink(
  locale: Locale,
  eventId: string,
  facts: EventProgressFacts,
): { step: EventNextStep; label: MessageDescriptor; href: string } {
  const step = nextEventStep(facts);
  // Each step's page takes the event as its one parameter, under one of these names.
  const href = buildPath(NEXT_STEP_PAGES[step], locale, { id: eventId, eventId, resultId: eventId });
  return { step, label: NEXT_STEP_LABELS[step], href };
}
