import type { ClassCode } from '../../../shared/classification.ts';
import { pageOf, pageOfGroups, pageProblem } from '../../../shared/paging.ts';
import { searchBreeders, searchCages } from '../../../shared/resultSearch.ts';
import {
  type BreederRanking,
  bestOfSex,
  champions,
  classLists,
  type ResultEntryInput,
  rankBreeders,
} from '../../../shared/results.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { selectEndedEvents } from '../../db/events.ts';
import { countLateOps, type JudgeCageView, selectJudgeCageViews } from '../../db/judging.ts';
import { validationFailed } from '../../errors.ts';
import { eventModel, eventModels, findEvent, requireAllowed } from '../events/eventAccess.ts';
import type { EventModel } from '../events/eventModel.ts';
import { statusOf } from '../events/eventsService.ts';

const DEFAULT_RESULT_EVENTS = 10;
const MAX_RESULT_EVENTS = 50;

/** All the results say about a breeder: the name, and the e-mail address only if they chose to show it. */
export interface BreederView {
  id: number;
  shownName: string;
  email: string | null;
}

/** A cage with its current judgement and its place in its class. */
export interface ResultEntryView {
  cage: JudgeCageView;
  breeder: BreederView;
  place: number | null;
  prize: boolean;
}

interface ClassResultView {
  code: ClassCode;
  entries: ResultEntryView[];
  ratedCount: number;
  prizeCount: number;
}

interface BreederResultView {
  breeder: BreederView;
  entries: ResultEntryView[];
  topTotals: number[];
  sum: number;
}

interface BestBreederView extends Omit<BreederRanking, 'breederId'> {
  breeder: BreederView;
}

export interface ResultsView {
  /** Every cage of the event, and those rated (not skipped, not left unjudged). */
  cageCount: number;
  ratedCount: number;
  classes: ClassResultView[];
  breeders: BreederResultView[];
  bestBreeders: BestBreederView[];
  champion: BreederView | null;
  champions: BreederView[];
  bestCocks: ResultEntryView[];
  bestHens: ResultEntryView[];
}

export interface EventResultsView extends ResultsView {
  event: EventModel;
}

export interface ResultEventView {
  event: EventModel;
  champions: BreederView[];
  cageCount: number;
  ratedCount: number;
  breederCount: number;
}

/** The results of an ended event for everyone, from the judgements that count now. */
export async function eventResults(ctx: GraphQLContext, eventId: string): Promise<EventResultsView> {
  const row = await findEvent(ctx.db, eventId);
  requireAllowed('readResults', statusOf(row, ctx.now()));
  const [event, [results]] = await Promise.all([
    eventModel(ctx.db, row),
    ctx.results.of([row.id], (ids) => computeResults(ctx.db, ids)),
  ]);
  return { event, ...results! };
}

/**
 * The ratings that came after the end: how many wait for the office (the results say
 * "provisional" while any do) and how many it accepted. Read apart from the computed results, which are kept until a change: a late
 * rating waiting for the office changes no result, only this count.
 */
export function lateRatingCount(
  ctx: Pick<GraphQLContext, 'db'>,
  event: EventModel,
): ReturnType<typeof countLateOps> {
  return countLateOps(ctx.db, event.row.id);
}

/** The latest ended events with their champions and counts, in three queries whatever the limit. */
export async function resultEvents(
  ctx: Pick<GraphQLContext, 'db' | 'results'>,
  limit: number | null | undefined,
): Promise<ResultEventView[]> {
  const count = limit ?? DEFAULT_RESULT_EVENTS;
  if (!Number.isInteger(count) || count < 1 || count > MAX_RESULT_EVENTS)
    throw validationFailed('limit', `limit must be between 1 and ${MAX_RESULT_EVENTS}`);
  const rows = await selectEndedEvents(ctx.db, count);
  const [models, results] = await Promise.all([
    eventModels(ctx.db, rows),
    ctx.results.of(
      rows.map((row) => row.id),
      (ids) => computeResults(ctx.db, ids),
    ),
  ]);
  const resultsById = new Map(rows.map((row, i) => [row.id, results[i]!]));
  return models.map((event) => {
    const { champions, cageCount, ratedCount, breeders } = resultsById.get(event.row.id)!;
    return { event, champions, cageCount, ratedCount, breederCount: breeders.length };
  });
}

/** The results of each of these events, from one read of their cages. */
export async function computeResults(db: Database, eventIds: number[]): Promise<Map<number, ResultsView>> {
  const views = await selectJudgeCageViews(
    db,
    eventIds.length === 1 ? { eventId: eventIds[0]! } : { eventIds },
  );
  const viewsByEvent = groupBy(views, (view) => view.eventId);
  return new Map(eventIds.map((id) => [id, resultsOf(viewsByEvent.get(id) ?? [])]));
}

type Entry = ResultEntryInput & { cage: JudgeCageView };

/** Only a rating has a total: a skipped or never-judged cage is placed after the rated ones. */
function entriesOf(views: readonly JudgeCageView[]): Entry[] {
  return views.map((cage) => ({
    cageId: cage.id,
    cageNumber: cage.cageNumber,
    classCode: cage.classCode,
    sex: cage.sex,
    breederId: cage.breederId,
    total: cage.judgement?.kind === 'RATE' ? cage.judgement.total : null,
    cage,
  }));
}

function breedersOf(views: readonly JudgeCageView[]): Map<number, BreederView> {
  const breeders = new Map<number, BreederView>();
  for (const view of views)
    if (!breeders.has(view.breederId))
      breeders.set(view.breederId, {
        id: view.breederId,
        shownName: `${view.breederFirstName} ${view.breederLastName}`.trim(),
        email: view.breederPublicEmail,
      });
  return breeders;
}

const byName = new Intl.Collator('de');

/** Class lists, breeders' lists, best breeders and best cock and hen of one event's cages. */
function resultsOf(views: readonly JudgeCageView[]): ResultsView {
  const entries = entriesOf(views);
  const breeders = breedersOf(views);
  // Lists of people go by last name, as a show catalogue does ("Zimmermann, Karl").
  const sortNames = new Map(
    views.map((view) => [view.breederId, `${view.breederLastName} ${view.breederFirstName}`]),
  );
  const placed = new Map<number, ResultEntryView>();
  const classes = classLists(entries).map(({ classCode, entries: list }): ClassResultView => {
    const shown = list.map(({ entry, place, prize }) => {
      const view = { cage: entry.cage, breeder: breeders.get(entry.breederId)!, place, prize };
      placed.set(entry.cageId, view);
      return view;
    });
    return {
      code: classCode,
      entries: shown,
      ratedCount: shown.filter((e) => e.place !== null).length,
      prizeCount: shown.filter((e) => e.prize).length,
    };
  });
  const placedOf = (entry: Entry) => placed.get(entry.cageId)!;
  const ranking = rankBreeders(entries);
  const rankingOf = new Map(ranking.map((r) => [r.breederId, r]));
  const cagesOf = groupBy(
    [...entries].sort((a, b) => a.cageNumber - b.cageNumber || a.cageId - b.cageId),
    (entry) => entry.breederId,
  );
  const champs = champions(ranking).map((r) => breeders.get(r.breederId)!);
  return {
    cageCount: entries.length,
    ratedCount: entries.filter((entry) => entry.total !== null).length,
    classes,
    // Former members (deleted accounts, no name) after everyone named.
    breeders: [...breeders.values()]
      .sort(
        (a, b) =>
          Number(a.shownName === '') - Number(b.shownName === '') ||
          byName.compare(sortNames.get(a.id)!, sortNames.get(b.id)!) ||
          a.id - b.id,
      )
      .map((breeder) => {
        const { topTotals, sum } = rankingOf.get(breeder.id)!;
        return { breeder, entries: (cagesOf.get(breeder.id) ?? []).map(placedOf), topTotals, sum };
      }),
    bestBreeders: ranking.map(({ breederId, ...rest }) => ({ ...rest, breeder: breeders.get(breederId)! })),
    champion: champs[0] ?? null,
    champions: champs,
    bestCocks: bestOfSex(entries, 'M').map(placedOf),
    bestHens: bestOfSex(entries, 'F').map(placedOf),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

/** A page's arguments: where it starts and how many rows it holds (without a limit: every row). */
export interface PageArgs {
  offset?: number | null;
  limit?: number | null;
  search?: string | null;
}

function checkedPage({ offset, limit, search }: PageArgs) {
  const problem = pageProblem(offset, limit, search);
  if (problem) throw validationFailed(problem.field, problem.message);
  return { offset: offset ?? 0, limit, search: search?.trim() ?? '' };
}

/** A class with its entries: the results' class lists, as any layer shapes them. */
interface ClassEntries<E> {
  code: ClassCode;
  entries: E[];
}

/** The class lists' rows from `offset` on, across the chosen class or every class in order. */
export function classListPage<C extends ClassEntries<unknown>>(
  classes: readonly C[],
  classCode: ClassCode | null | undefined,
  args: PageArgs,
) {
  const { offset, limit } = checkedPage(args);
  const chosen = classCode ? classes.filter((c) => c.code === classCode) : classes;
  return {
    total: chosen.reduce((sum, c) => sum + c.entries.length, 0),
    offset,
    classes: pageOfGroups(chosen, (c) => c.entries, offset, limit).map(({ group, items }) => ({
      ...group,
      entries: items,
    })),
  };
}

type Searchable = { cageNumber: number; ringNumber: string; breeder: { shownName: string } };

/** The cages the search finds, of the chosen class or every one, by cage number, a page of them. */
export function cageCardPage<E extends Searchable>(
  classes: readonly ClassEntries<E>[],
  classCode: ClassCode | null | undefined,
  args: PageArgs,
) {
  const { offset, limit, search } = checkedPage(args);
  const chosen = classCode ? classes.filter((c) => c.code === classCode) : classes;
  const found = searchCages(
    chosen.flatMap((c) => c.entries),
    search,
  ).sort((a, b) => a.cageNumber - b.cageNumber);
  return { total: found.length, offset, entries: pageOf(found, offset, limit) };
}

/** The breeders whose name the search finds, a page of them. */
export function breederListPage<B extends { breeder: { shownName: string } }>(
  breeders: readonly B[],
  args: PageArgs,
) {
  const { offset, limit, search } = checkedPage(args);
  const found = searchBreeders(breeders, search);
  return { total: found.length, offset, breeders: pageOf(found, offset, limit) };
}
