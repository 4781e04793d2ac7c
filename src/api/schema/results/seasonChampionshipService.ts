import {
  rankSeason,
  type SeasonStanding,
  seasonChampionshipProblem,
} from '../../../shared/seasonChampionship.ts';
import type { GraphQLContext } from '../../context.ts';
import { finalEventsOfSeason } from '../../db/seasonEvents.ts';
import { validationFailed } from '../../errors.ts';
import { eventModels } from '../events/eventAccess.ts';
import {
  type BreederView,
  computeResults,
  type ResultEventView,
  type ResultsView,
} from './resultsService.ts';

type Context = Pick<GraphQLContext, 'db' | 'results'>;

export interface SeasonStandingView extends Omit<SeasonStanding, 'breederId'> {
  breeder: BreederView;
}

function checked(season: number, bestOf?: number | null) {
  const problem = seasonChampionshipProblem(season, bestOf);
  if (problem) throw validationFailed(problem.field, problem.message);
}

/**
 * The season's final shows with their results, from the results cache (resultsCache.ts): a show's
 * results are computed once for every page and the championship, until anything changes.
 */
async function seasonResults(ctx: Context, season: number) {
  const rows = await finalEventsOfSeason(ctx.db, season);
  const results = await ctx.results.of(
    rows.map((row) => row.id),
    (ids) => computeResults(ctx.db, ids),
  );
  return { rows, results };
}

/** The season championship for everyone (docs/domain.md, "The season championship"). */
export async function seasonChampionship(
  ctx: Context,
  season: number,
  bestOf?: number | null,
): Promise<SeasonStandingView[]> {
  checked(season, bestOf);
  const { results } = await seasonResults(ctx, season);
  const standings = rankSeason(
    results.map((show) =>
      show.bestBreeders.map(({ breeder, sum, ratedCount }) => ({ breederId: breeder.id, sum, ratedCount })),
    ),
    bestOf,
  );
  // A name is the same in every show (results name breeders as they are now).
  const breeders = new Map<number, BreederView>(
    results.flatMap((show: ResultsView) => show.bestBreeders.map(({ breeder }) => [breeder.id, breeder])),
  );
  return standings.map(({ breederId, ...standing }) => ({ ...standing, breeder: breeders.get(breederId)! }));
}

/** The shows a season's championship counts, the earliest start first, as the results list shows them. */
export async function seasonShows(ctx: Context, season: number): Promise<ResultEventView[]> {
  checked(season);
  const { rows, results } = await seasonResults(ctx, season);
  const models = await eventModels(ctx.db, rows);
  return models.map((event, i) => {
    const { champions, cageCount, ratedCount, breeders } = results[i]!;
    return { event, champions, cageCount, ratedCount, breederCount: breeders.length };
  });
}
