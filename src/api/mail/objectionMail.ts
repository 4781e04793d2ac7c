import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes.ts';
import type { Mail } from './mailer.ts';
import { type Addressee, escapeHtml, greetingLine } from './templates.ts';

/** What the office answered to a breeder's objection (docs/domain.md, Objections). */
export interface ObjectionAnswer {
  eventId: number;
  eventTitle: string;
  cageNumber: number;
  upheld: boolean;
  answer: string;
}

const TEXTS: Record<
  Locale,
  {
    subject: (title: string) => string;
    lead: (cage: number, title: string) => string;
    outcome: (upheld: boolean) => string;
    answerLabel: string;
    action: string;
  }
> = {
  de: {
    subject: (title) => `Ihr Einspruch: ${title}`,
    lead: (cage, title) =>
      `die Schauleitung hat Ihren Einspruch zu Käfig ${cage} der Schau „${title}“ beantwortet.`,
    outcome: (upheld) =>
      upheld
        ? 'Dem Einspruch wurde stattgegeben. Korrigiert die Schauleitung deshalb eine Wertung, steht die Änderung in den Ergebnissen.'
        : 'Der Einspruch wurde abgelehnt.',
    answerLabel: 'Antwort der Schauleitung:',
    action: 'Ergebnisse ansehen',
  },
  en: {
    subject: (title) => `Your objection: ${title}`,
    lead: (cage, title) =>
      `the show office has answered your objection to cage ${cage} of the show “${title}”.`,
    outcome: (upheld) =>
      upheld
        ? 'The objection was upheld. Where the show office corrects a judgement for it, the change shows in the results.'
        : 'The objection was rejected.',
    answerLabel: "The show office's answer:",
    action: 'View the results',
  },
};

/** To the breeder who objected, in their language, with a link to the show's results. */
export function objectionAnsweredMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
  answer: ObjectionAnswer,
): Mail {
  const texts = TEXTS[locale];
  const link = `${publicUrl}${buildPath('resultDetail', locale, { resultId: answer.eventId })}`;
  const greeting = greetingLine(locale, addressee);
  const lead = texts.lead(answer.cageNumber, answer.eventTitle);
  const outcome = texts.outcome(answer.upheld);
  const text = `${greeting}\n\n${lead}\n\n${outcome}\n\n${texts.answerLabel}\n${answer.answer}\n\n${link}\n`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(outcome)}</p>`,
    `<p>${escapeHtml(texts.answerLabel)}<br>${escapeHtml(answer.answer).replace(/\n/g, '<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
  ].join('');
  return { to, subject: texts.subject(answer.eventTitle), text, html };
}
