import { type ClassRule, classCode } from '../../../shared/classification.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import type { PigeonPriceRow } from '../../db/schema.ts';
import type {
  ClassificationRule,
  FlightResult,
  Pigeon,
  Resolvers,
  RingClaim,
} from '../generated/resolvers.ts';
import { listClassificationRules, updateClassificationRules } from './classificationService.ts';
import * as pigeons from './pigeonsService.ts';
import * as claims from './ringClaimsService.ts';

export const pigeonsResolvers: Resolvers = {
  Query: {
    myPigeons: async (_p, args, ctx) => (await pigeons.myPigeons(ctx, args.season)).map(toPigeon),
    pigeon: async (_p, args, ctx) => toPigeon(await pigeons.getPigeon(ctx, args.id, args.season)),
    classificationRules: async (_p, _args, ctx) => (await listClassificationRules(ctx)).map(toRule),
    myRingClaims: async (_p, _args, ctx) => (await claims.myRingClaims(ctx)).map(toRingClaim),
    ringClaims: async (_p, args, ctx) => (await claims.ringClaims(ctx, args.status)).map(toRingClaim),
  },
  Mutation: {
    createPigeon: async (_p, args, ctx) => toPigeon(await pigeons.createPigeon(ctx, args.input)),
    updatePigeon: async (_p, args, ctx) => toPigeon(await pigeons.updatePigeon(ctx, args.id, args.input)),
    deletePigeon: (_p, args, ctx) => pigeons.deletePigeon(ctx, args.id),
    updateClassificationRules: async (_p, args, ctx) =>
      (await updateClassificationRules(ctx, args.input)).map(toRule),
    fileRingClaim: async (_p, args, ctx) =>
      toRingClaim(await claims.fileRingClaim(ctx, args.ringNumber, args.message)),
    transferRingClaim: async (_p, args, ctx) =>
      toRingClaim(await claims.transferRingClaim(ctx, args.id, args.note)),
    rejectRingClaim: async (_p, args, ctx) =>
      toRingClaim(await claims.rejectRingClaim(ctx, args.id, args.reason)),
  },
};

function toRingClaim(claim: claims.RingClaimView): RingClaim {
  const office = claim.forOffice;
  const holder =
    office && claim.holderId !== null && claim.holderId !== claim.claimantId
      ? { id: String(claim.holderId), shownName: `${claim.holderFirstName} ${claim.holderLastName}`.trim() }
      : null;
  return {
    id: String(claim.id),
    ringNumber: formatRingNumber({
      association: claim.association,
      year: claim.ringYear,
      serial: claim.serial,
    }),
    status: claim.status,
    message: claim.message,
    reason: claim.reason,
    createdAt: claim.createdAt.toISOString(),
    resolvedAt: claim.resolvedAt?.toISOString() ?? null,
    claimant: {
      id: String(claim.claimantId),
      shownName: `${claim.claimantFirstName} ${claim.claimantLastName}`.trim(),
    },
    claimantEmail: office ? claim.claimantEmail : null,
    holder,
    holderEmail: holder ? claim.holderEmail : null,
  };
}

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
