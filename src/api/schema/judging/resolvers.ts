import { formatRingNumber } from '../../../shared/ringNumber.ts';
import type { GraphQLContext } from '../../context.ts';
import type { AuditEntryRow } from '../../db/auditTrail.ts';
import type { HistoryOpView, JudgeCageView, JudgementView, LateOpView } from '../../db/judging.ts';
import { findEvent } from '../events/eventAccess.ts';
import type {
  AuditEntry,
  JudgeCage,
  Judgement,
  JudgingDevice,
  JudgingHistoryEntry,
  JudgingProgress,
  JudgingScores,
  LateJudgingOp,
  Resolvers,
} from '../generated/resolvers.ts';
import { eventAuditTrail } from './auditTrailService.ts';
import { type JudgingDeviceEntry, judgingDevices, reportJudgingDevice } from './devicesService.ts';
import { judgeStatistics, type StatJudgeView } from './judgeStatisticsService.ts';
import {
  cageHistory,
  enterPaperCards,
  eventJudgingHistory,
  type JudgingProgressView,
  judgeCage,
  judgeCages,
  lateJudgingOps,
  myLateDecisions,
  type OpResult,
  ownPigeonJudgements,
  resolveLateJudgingOp,
  submitJudgingOps,
} from './judgingService.ts';

/** The account calling (the services have checked it is one): whose pigeons are "own". */
async function callerId(ctx: GraphQLContext): Promise<number | null> {
  const viewer = await ctx.viewer();
  return viewer.kind === 'client' ? viewer.client.id : null;
}

export const judgingResolvers: Resolvers = {
  Query: {
    judgeCages: async (_p, args, ctx) => {
      const views = await judgeCages(ctx, args.eventId);
      const caller = await callerId(ctx);
      return views.map((view) => toJudgeCage(view, caller));
    },
    judgeCage: async (_p, args, ctx) =>
      toJudgeCage(await judgeCage(ctx, args.eventId, args.cageId), await callerId(ctx)),
    lateJudgingOps: async (_p, args, ctx) => (await lateJudgingOps(ctx, args.eventId)).map(toLateOp),
    myLateDecisions: async (_p, args, ctx) => {
      const decisions = await myLateDecisions(ctx, args.opIds);
      const caller = await callerId(ctx);
      return decisions.map(({ cage, decidedAt, ...decision }) => ({
        ...decision,
        decidedAt: decidedAt?.toISOString() ?? null,
        cage: cage && toJudgeCage(cage, caller),
      }));
    },
    cageHistory: async (_p, args, ctx) =>
      (await cageHistory(ctx, args.eventId, args.cageId)).map(toHistoryEntry),
    eventAuditTrail: async (_p, args, ctx) => {
      const { total, rows, judges } = await eventAuditTrail(ctx, args);
      return {
        total,
        entries: rows.map(toAuditEntry),
        judges: judges.map((j) => person(j.id, j.firstName, j.lastName)),
      };
    },
    eventJudgingHistory: async (_p, args, ctx) =>
      (await eventJudgingHistory(ctx, args.eventId)).map(toHistoryEntry),
    judgingDevices: async (_p, args, ctx) => (await judgingDevices(ctx, args.eventId)).map(toDevice),
    judgeStatistics: async (_p, args, ctx) => {
      const { eventId, judges, outliers } = await judgeStatistics(ctx, args.eventId);
      const judgeOf = (j: StatJudgeView) => person(j.id, j.firstName, j.lastName);
      return {
        eventId: String(eventId),
        judges: judges.map(({ judgeId: _id, judge, ...figures }) => ({ ...figures, judge: judgeOf(judge) })),
        outliers: outliers.map(({ judgeId: _id, judge, cageId, ...rest }) => ({
          ...rest,
          cageId: String(cageId),
          judge: judgeOf(judge),
        })),
      };
    },
  },
  Mutation: {
    submitJudgingOps: async (_p, args, ctx) =>
      toOpResults(await submitJudgingOps(ctx, args.ops, args.madeBy, args.device), await callerId(ctx)),
    enterPaperCards: async (_p, args, ctx) =>
      // The cages as the judge sees them: "own" is about the judge's pigeons.
      toOpResults(await enterPaperCards(ctx, args.judgeId, args.ops), Number(args.judgeId)),
    resolveLateJudgingOp: async (_p, args, ctx) =>
      toLateOp(await resolveLateJudgingOp(ctx, args.opId, args.accept)),
    reportJudgingDevice: (_p, args, ctx) => reportJudgingDevice(ctx, args.report),
  },
  Subscription: {
    judgingProgress: {
      subscribe: async (_p, args, ctx) =>
        ctx.progressFeed.subscribe((await findEvent(ctx.db, args.eventId)).id),
      resolve: (payload: JudgingProgressView) => toProgress(payload),
    },
  },
  Event: {
    judgingProgress: async (e, _args, ctx: GraphQLContext) =>
      toProgress(await ctx.loaders.judgingProgress.load(e.row.id)),
    ownPigeonJudgements: async (e, _args, ctx: GraphQLContext) =>
      (await ownPigeonJudgements(ctx, e.row.id)).map((j) => ({
        cageId: String(j.cageId),
        cageNumber: j.cageNumber,
        classCode: j.classCode,
        judge: person(j.judgeId, j.judgeFirstName, j.judgeLastName),
      })),
  },
};

function toProgress(progress: JudgingProgressView): JudgingProgress {
  return { ...progress, eventId: String(progress.eventId) };
}

function person(id: number, firstName: string, lastName: string) {
  return { id: String(id), shownName: `${firstName} ${lastName}`.trim() };
}

function scoresOf(op: JudgementView | LateOpView | HistoryOpView): JudgingScores | null {
  if (op.kind !== 'RATE') return null;
  return {
    generalImpression: op.generalImpression ?? 0,
    boneStructure: op.boneStructure ?? 0,
    back: op.back ?? 0,
    musculature: op.musculature ?? 0,
    wings: op.wings ?? 0,
  };
}

/** What every view of a stored op says of the judgement itself: who, what, and the device's time. */
function judgementFields(op: JudgementView | LateOpView | HistoryOpView) {
  return {
    opId: op.opId,
    kind: op.kind,
    scores: scoresOf(op),
    total: op.total,
    skipReason: op.skipReason,
    note: op.note,
    judge: person(op.judgeId, op.judgeFirstName, op.judgeLastName),
    clientTime: op.clientTime.toISOString(),
  };
}

export function toJudgement(j: JudgementView): Judgement {
  return { ...judgementFields(j), orderTime: j.orderTime.toISOString() };
}

export function ringOf(view: { association: string; ringYear: number; serial: number }): string {
  return formatRingNumber({ association: view.association, year: view.ringYear, serial: view.serial });
}

function toJudgeCage(cage: JudgeCageView, callerId: number | null): JudgeCage {
  return {
    id: String(cage.id),
    eventId: String(cage.eventId),
    cageNumber: cage.cageNumber,
    classCode: cage.classCode,
    ringNumber: ringOf(cage),
    sex: cage.sex,
    color: cage.color,
    flightSummary: { prizeKm: cage.prizeKm, prizes: cage.prizes, lastYearKm: cage.lastYearKm },
    ownPigeon: cage.breederId === callerId,
    judgement: cage.judgement ? toJudgement(cage.judgement) : null,
  };
}

function toOpResults(results: OpResult[], judgeId: number | null) {
  return results.map(({ late, ...result }) => ({
    ...result,
    cage: result.cage ? toJudgeCage(result.cage, judgeId) : null,
    receivedAt: result.receivedAt.toISOString(),
    late: late && { status: late.status, decidedAt: late.decidedAt?.toISOString() ?? null },
  }));
}

/** What an admin's lists show of any stored op: its cage, decision, judge and both clocks. */
function opFields(op: LateOpView | HistoryOpView) {
  return {
    ...judgementFields(op),
    cageId: String(op.cageId),
    cageNumber: op.cageNumber,
    classCode: op.classCode,
    ringNumber: ringOf(op),
    receivedAt: op.receivedAt.toISOString(),
  };
}

function toHistoryEntry(op: HistoryOpView): JudgingHistoryEntry {
  const named = (id: number | null, firstName: string | null, lastName: string | null) =>
    id === null ? null : person(id, firstName ?? '', lastName ?? '');
  return {
    ...opFields(op),
    enteredBy: named(op.enteredBy, op.enteredByFirstName, op.enteredByLastName),
    correctionReason: op.correctionReason,
    orderTime: op.orderTime.toISOString(),
    current: op.current,
    effective: op.effective,
    lateStatus: op.lateStatus,
    resolvedBy: named(op.resolvedBy, op.resolvedByFirstName, op.resolvedByLastName),
    resolvedAt: op.resolvedAt?.toISOString() ?? null,
  };
}

function toAuditEntry(entry: AuditEntryRow): AuditEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    at: entry.at.toISOString(),
    by: person(entry.by.id, entry.by.firstName, entry.by.lastName),
    judge: person(entry.judge.id, entry.judge.firstName, entry.judge.lastName),
    opId: entry.opId,
    cageId: String(entry.cageId),
    cageNumber: entry.cageNumber,
    ringNumber: formatRingNumber({
      association: entry.association,
      year: entry.ringYear,
      serial: entry.serial,
    }),
    classCode: entry.classCode,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    reason: entry.reason,
  };
}

function toLateOp(op: LateOpView): LateJudgingOp {
  return { ...opFields(op), status: op.lateStatus ?? 'PENDING' };
}

function toDevice(device: JudgingDeviceEntry): JudgingDevice {
  return {
    deviceId: device.deviceId,
    judge: person(device.judgeId, device.judgeFirstName, device.judgeLastName),
    name: device.name,
    appVersion: device.appVersion,
    lastSeenAt: device.lastSeenAt.toISOString(),
    pendingCount: device.pendingCount,
    oldestPendingAt: device.oldestPendingAt?.toISOString() ?? null,
    readyForOffline: device.readyForOffline,
    storagePersisted: device.storagePersisted,
    batteryLevel: device.batteryLevel,
    charging: device.charging,
    stale: device.stale,
  };
}
