import { type ClassRule, classCode } from '../../../shared/classification.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import type { PigeonPriceRow } from '../../db/schema.ts';
import type { ClassificationRule, FlightResult, Pigeon, Resolvers } from '../generated/resolvers.ts';
import { listClassificationRules, updateClassificationRules } from './classificationService.ts';
import * as pigeons from './pigeonsService.ts';

export const pigeonsResolvers: Resolvers = {
  Query: {
    myPigeons: async (_p, args, ctx) => (await pigeons.myPigeons(ctx, args.season)).map(toPigeon),
    pigeon: async (_p, args, ctx) => toPigeon(await pigeons.getPigeon(ctx, args.id, args.season)),
    classificationRules: async (_p, _args, ctx) => (await listClassificationRules(ctx)).map(toRule),
  },
  Mutation: {
    createPigeon: async (_p, args, ctx) => toPigeon(await pigeons.createPigeon(ctx, args.input)),
    updatePigeon: async (_p, args, ctx) => toPigeon(await pigeons.updatePigeon(ctx, args.id, args.input)),
    deletePigeon: (_p, args, ctx) => pigeons.deletePigeon(ctx, args.id),
    updateClassificationRules: async (_p, args, ctx) =>
      (await updateClassificationRules(ctx, args.input)).map(toRule),
  },
};

function toPigeon({ row, results, classification }: pigeons.PigeonView): Pigeon {
  return {
    id: String(row.id),
    ringNumber: formatRingNumber({ association: row.association, year: row.ringYear, serial: row.serial }),
    association: row.association,
    ringYear: row.ringYear,
    serial: row.serial,
    sex: row.sex,
    color: row.color,
    breederId: row.clientId,
    classification,
    prizes: classification.reason.prizes,
    prizeKm: classification.reason.prizeKm,
    flightResults: results.map(toFlightResult),
  };
}

function toFlightResult(row: PigeonPriceRow): FlightResult {
  return {
    id: String(row.id),
    date: row.date,
    releaseLocation: row.releaseLocation,
    distanceKm: row.distanceKm,
    ranking: row.ranking,
    participants: row.participants,
    averageDistanceKm: row.averageDistanceKm,
    year: row.year,
  };
}

function toRule(rule: ClassRule): ClassificationRule {
  return { ...rule, code: classCode(rule.level, rule.sex) };
}
