import type { Breeder, Resolvers, ResultEntry } from '../generated/resolvers.ts';
import { ringOf, toJudgement } from '../judging/resolvers.ts';
import {
  type BreederView,
  breederListPage,
  cageCardPage,
  classListPage,
  type EventResultsView,
  eventResults,
  lateRatingCount,
  type ResultEntryView,
  resultEvents,
} from './resultsService.ts';

export const resultsResolvers: Resolvers = {
  Query: {
    resultEvents: async (_p, args, ctx) =>
      (await resultEvents(ctx, args.limit)).map((r) => ({ ...r, champions: r.champions.map(toBreeder) })),
    eventResults: async (_p, args, ctx) => {
      const results = await eventResults(ctx, args.eventId);
      return { ...toEventResults(results), lateRatings: await lateRatingCount(ctx, results.event) };
    },
  },
  EventResults: {
    classList: (results, { classCode, ...page }) => classListPage(results.classes, classCode, page),
    cageCards: (results, { classCode, ...page }) => cageCardPage(results.classes, classCode, page),
    breederList: (results, page) => breederListPage(results.breeders, page),
  },
};

/** An event's results as the resolvers of its fields read them. */
export type EventResultsModel = ReturnType<typeof toEventResults> & {
  lateRatings: Awaited<ReturnType<typeof lateRatingCount>>;
};

function toBreeder(breeder: BreederView): Breeder {
  return { id: String(breeder.id), shownName: breeder.shownName, email: breeder.email };
}

function toResultEntry({ cage, breeder, place, prize }: ResultEntryView): ResultEntry {
  const judgement = cage.judgement ? toJudgement(cage.judgement) : null;
  return {
    cageId: String(cage.id),
    cageNumber: cage.cageNumber,
    ringNumber: ringOf(cage),
    sex: cage.sex,
    color: cage.color,
    classCode: cage.classCode,
    breeder: toBreeder(breeder),
    scores: judgement?.scores ?? null,
    total: judgement?.total ?? null,
    place,
    prize,
    skipReason: judgement?.skipReason ?? null,
    note: judgement?.note ?? null,
    judge: judgement?.judge ?? null,
    flightSummary: { prizeKm: cage.prizeKm, prizes: cage.prizes, lastYearKm: cage.lastYearKm },
  };
}

function toEventResults(results: EventResultsView) {
  // A cage shows up in its class, its breeder's list and maybe as best cock or hen: map it once.
  const mapped = new Map<ResultEntryView, ResultEntry>();
  const entry = (view: ResultEntryView) => {
    const known = mapped.get(view);
    if (known) return known;
    const shown = toResultEntry(view);
    mapped.set(view, shown);
    return shown;
  };
  return {
    event: results.event,
    classes: results.classes.map((c) => ({
      ...c,
      entries: c.entries.map(entry),
      entryCount: c.entries.length,
    })),
    breeders: results.breeders.map((b) => ({
      ...b,
      breeder: toBreeder(b.breeder),
      entries: b.entries.map(entry),
    })),
    bestBreeders: results.bestBreeders.map((b) => ({ ...b, breeder: toBreeder(b.breeder) })),
    champion: results.champion ? toBreeder(results.champion) : null,
    champions: results.champions.map(toBreeder),
    bestCocks: results.bestCocks.map(entry),
    bestHens: results.bestHens.map(entry),
  };
}
