import type { CorrectionView, ObjectionView, ResultCage } from '../../db/objections.ts';
import type { Breeder, Objection, Resolvers, ResultCorrection, ResultEntry } from '../generated/resolvers.ts';
import { ringOf, toJudgement } from '../judging/resolvers.ts';
import {
  answerObjection,
  correctionsOf,
  correctJudgement,
  fileObjection,
  finalizeResults,
  objectionsOf,
  resultsStateOf,
} from './objectionsService.ts';
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
import { seasonChampionship, seasonShows } from './seasonChampionshipService.ts';

export const resultsResolvers: Resolvers = {
  Query: {
    objections: async (_p, args, ctx) => (await objectionsOf(ctx, args.eventId)).map(toObjection),
    resultEvents: async (_p, args, ctx) =>
      (await resultEvents(ctx, args.limit)).map((r) => ({ ...r, champions: r.champions.map(toBreeder) })),
    eventResults: async (_p, args, ctx) => {
      const results = await eventResults(ctx, args.eventId);
      return { ...toEventResults(results), lateRatings: await lateRatingCount(ctx, results.event) };
    },
    seasonChampionship: async (_p, args, ctx) =>
      (await seasonChampionship(ctx, args.season, args.bestOf)).map((s) => ({
        ...s,
        breeder: toBreeder(s.breeder),
      })),
    seasonShows: async (_p, args, ctx) =>
      (await seasonShows(ctx, args.season)).map((r) => ({ ...r, champions: r.champions.map(toBreeder) })),
  },
  Mutation: {
    fileObjection: async (_p, args, ctx) =>
      toObjection(await fileObjection(ctx, args.eventId, args.cageId, args.reason)),
    answerObjection: async (_p, args, ctx) =>
      toObjection(await answerObjection(ctx, args.id, args.upheld, args.answer)),
    correctJudgement: async (_p, args, ctx) =>
      toCorrection(await correctJudgement(ctx, args.eventId, args.cageId, args.scores, args.reason)),
    finalizeResults: (_p, args, ctx) => finalizeResults(ctx, args.eventId, args.early ?? false),
  },
  Event: {
    resultsStatus: (e) => resultsStateOf(e.row).status,
    objectionDeadline: (e) => resultsStateOf(e.row).deadline?.toISOString() ?? null,
    objectionDays: (e) => e.row.objectionDays,
    resultsFinalAt: (e) => e.row.resultsFinalAt?.toISOString() ?? null,
  },
  EventResults: {
    corrections: async (results, _args, ctx) => (await correctionsOf(ctx, results.event)).map(toCorrection),
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

function cageFields(cage: ResultCage) {
  return {
    cageId: String(cage.cageId),
    cageNumber: cage.cageNumber,
    ringNumber: ringOf(cage),
    classCode: cage.classCode,
  };
}

function toObjection(objection: ObjectionView): Objection {
  return {
    id: String(objection.id),
    eventId: String(objection.eventId),
    ...cageFields(objection),
    breeder: {
      id: String(objection.filerId),
      shownName: `${objection.filerFirstName} ${objection.filerLastName}`.trim(),
    },
    reason: objection.reason,
    status: objection.status,
    answer: objection.answer,
    filedAt: objection.filedAt.toISOString(),
    answeredAt: objection.answeredAt?.toISOString() ?? null,
  };
}

function toCorrection(correction: CorrectionView): ResultCorrection {
  return {
    id: correction.opId,
    ...cageFields(correction),
    oldTotal: correction.oldTotal,
    newTotal: correction.newTotal,
    reason: correction.reason,
    at: correction.at.toISOString(),
  };
}
