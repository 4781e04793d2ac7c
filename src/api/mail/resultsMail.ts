import { CLASS_NAMES } from '../../shared/classification.ts';
import { SKIP_REASON_NAMES } from '../../shared/judging.ts';
import { FORMAT_LOCALES, type Locale } from '../../shared/locales.ts';
import { MIN_RATED_TO_RANK } from '../../shared/results.ts';
import type { ResultsStatus } from '../../shared/resultsStatus.ts';
import { buildPath } from '../../shared/routes.ts';
import { formatShowTime } from '../../shared/showTime.ts';
import type { ResultsMailKind } from '../db/schema.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import type { BreederSummary, SummaryEntry } from '../schema/showOffice/resultsSummary.ts';
import type { Mail } from './mailer.ts';
import { type Addressee, escapeHtml, greetingLine } from './templates.ts';

// The sentences of the results mail, typed for both languages (see templates.ts); the names of
// classes and skip reasons come from the web's catalogs, so they read as on the results pages.
type Texts = {
  subject: Record<ResultsMailKind, (title: string) => string>;
  intro: Record<ResultsMailKind, (title: string) => string>;
  cage: (cageNumber: number) => string;
  placed: (place: number, points: string) => string;
  prize: string;
  notJudged: string;
  ranked: (rank: number, sum: string) => string;
  unranked: string;
  provisional: (deadline: string) => string;
  provisionalReview: string;
  final: string;
  action: string;
  footer: string;
};

const TEXTS: Record<Locale, Texts> = {
  de: {
    subject: {
      RESULTS: (title) => `Ihre Ergebnisse: ${title}`,
      UPDATED: (title) => `Aktualisierte Ergebnisse: ${title}`,
    },
    intro: {
      RESULTS: (title) => `„${title}“ ist beendet. So haben Ihre Tauben abgeschnitten:`,
      UPDATED: (title) =>
        `die Ergebnisse von „${title}“ haben sich geändert, weil die Schauleitung eine Wertung korrigiert oder eine nachträgliche Bewertung angenommen hat. So stehen Ihre Tauben jetzt:`,
    },
    cage: (n) => `Käfig ${n}`,
    placed: (place, points) => `Platz ${place}, ${points} Punkte`,
    prize: 'Preis',
    notJudged: 'nicht bewertet',
    ranked: (rank, sum) =>
      `Beste Züchter: Platz ${rank} mit ${sum} Punkten aus Ihren ${MIN_RATED_TO_RANK} besten Tauben.`,
    unranked: `Beste Züchter: nicht gewertet, dafür braucht es mindestens ${MIN_RATED_TO_RANK} bewertete Tauben.`,
    provisional: (deadline) =>
      `Die Ergebnisse sind vorläufig, Einspruch bis ${deadline}: Einspruch legen Sie auf der Seite der Schau ein.`,
    provisionalReview:
      'Die Ergebnisse sind vorläufig; die Schauleitung prüft sie, bevor sie endgültig werden.',
    final: 'Die Ergebnisse sind endgültig.',
    action: 'Alle Ergebnisse ansehen',
    footer: 'Sie erhalten diese E-Mail, weil Sie Tauben zu diesem Event angemeldet haben.',
  },
  en: {
    subject: {
      RESULTS: (title) => `Your results: ${title}`,
      UPDATED: (title) => `Updated results: ${title}`,
    },
    intro: {
      RESULTS: (title) => `“${title}” has ended. This is how your pigeons did:`,
      UPDATED: (title) =>
        `the results of “${title}” have changed because the show office corrected a judgement or accepted a late rating. This is where your pigeons stand now:`,
    },
    cage: (n) => `Cage ${n}`,
    placed: (place, points) => `place ${place}, ${points} points`,
    prize: 'prize',
    notJudged: 'not judged',
    ranked: (rank, sum) =>
      `Best breeders: place ${rank} with ${sum} points from your ${MIN_RATED_TO_RANK} best pigeons.`,
    unranked: `Best breeders: not ranked; that takes at least ${MIN_RATED_TO_RANK} rated pigeons.`,
    provisional: (deadline) =>
      `These results are provisional, objections until ${deadline}: you can object on the show's page.`,
    provisionalReview:
      'These results are provisional; the show office reviews them before they become final.',
    final: 'These results are final.',
    action: 'See all results',
    footer: 'You receive this e-mail because you registered pigeons for this event.',
  },
};

export interface ResultsMailInput {
  publicUrl: string;
  locale: Locale;
  kind: ResultsMailKind;
  to: string;
  addressee: Addressee;
  eventId: number;
  eventTitle: string;
  summary: BreederSummary;
  /** Where the results stand when the mail is composed (src/shared/resultsStatus.ts). */
  results: { status: ResultsStatus | null; deadline: Date | null };
  /** When the mail is composed (the deadline may have passed). */
  now?: Date;
}

/** The results mail of one breeder, with a link to their part of the results per breeder. */
export function resultsMail(catalogs: Catalogs, input: ResultsMailInput): Mail {
  const { locale, kind, summary } = input;
  const texts = TEXTS[locale];
  const number = new Intl.NumberFormat(FORMAT_LOCALES[locale], { maximumFractionDigits: 2 });
  const outcome = (entry: SummaryEntry) => {
    if (entry.place !== null && entry.total !== null) {
      const placed = texts.placed(entry.place, number.format(entry.total));
      return entry.prize ? `${placed}, ${texts.prize}` : placed;
    }
    const reason = entry.skipReason && catalogs.t(locale, SKIP_REASON_NAMES[entry.skipReason]);
    return reason ? `${texts.notJudged} (${reason})` : texts.notJudged;
  };
  const lines = summary.entries.map((entry) => ({
    bird: `${texts.cage(entry.cageNumber)} · ${entry.ringNumber} · ${catalogs.t(locale, CLASS_NAMES[entry.classCode])}`,
    outcome: outcome(entry),
  }));
  const standing =
    summary.rank === null ? texts.unranked : texts.ranked(summary.rank, number.format(summary.sum));
  const greeting = greetingLine(locale, input.addressee);
  const path = buildPath('resultBreeders', locale, { resultId: input.eventId });
  const link = `${input.publicUrl}${path}#breeder-${summary.breederId}`;
  const intro = texts.intro[kind](input.eventTitle);
  const status = statusLine(texts, locale, input.results, input.now ?? new Date());
  const text = [
    greeting,
    intro,
    lines.map((line) => `- ${line.bird}: ${line.outcome}`).join('\n'),
    standing,
    status,
    `${texts.action}: ${link}`,
    texts.footer,
  ].join('\n\n');
  const rows = lines
    .map((line) => `<li>${escapeHtml(line.bird)}: <strong>${escapeHtml(line.outcome)}</strong></li>`)
    .join('');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${rows}</ul><p>${escapeHtml(standing)}</p><p>${escapeHtml(status)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p><p>${escapeHtml(texts.footer)}</p>`;
  return { to: input.to, subject: texts.subject[kind](input.eventTitle), text: `${text}\n`, html };
}

/** "vorläufig, Einspruch bis …" (in the show's time), or that the office reviews them, or final. */
function statusLine(texts: Texts, locale: Locale, results: ResultsMailInput['results'], now: Date): string {
  if (results.status === 'FINAL') return texts.final;
  if (results.deadline && results.deadline.getTime() > now.getTime())
    return texts.provisional(
      formatShowTime(results.deadline, FORMAT_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short' }),
    );
  return texts.provisionalReview;
}
