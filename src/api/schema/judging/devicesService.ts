import {
  isDeviceStale,
  isValidDeviceId,
  MAX_APP_VERSION_LENGTH,
  MAX_DEVICE_NAME_LENGTH,
  MAX_DEVICE_PENDING_COUNT,
  MAX_DEVICE_REPORT_EVENTS,
} from '../../../shared/judgingDevices.ts';
import { hasControlCharacters } from '../../../shared/validation.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import {
  type DeviceEventFacts,
  type DeviceFacts,
  type JudgingDeviceView,
  selectJudgingDevices,
  upsertJudgingDevice,
} from '../../db/judgingDevices.ts';
import { validationFailed } from '../../errors.ts';
import { findEvent, parseId } from '../events/eventAccess.ts';

/** A tablet's report as the API receives it (JudgingDeviceReport). */
export interface JudgingDeviceReportInput {
  deviceId: string;
  name: string;
  appVersion: string;
  storagePersisted?: boolean | null;
  batteryLevel?: number | null;
  charging?: boolean | null;
  events: readonly JudgingDeviceEventReportInput[];
}

interface JudgingDeviceEventReportInput {
  eventId: string;
  pendingCount: number;
  oldestPendingAt?: string | null;
  readyForOffline: boolean;
}

/** A report whose fields are well-formed; whether its judge judges its shows is the database's to say. */
export interface DeviceReport {
  device: DeviceFacts;
  events: DeviceEventFacts[];
}

/** Why a report is refused: the field at fault (e.g. `report.events.0.pendingCount`) and what is wrong. */
interface DeviceReportProblem {
  field: string;
  message: string;
}

const isProblem = (parsed: DeviceReport | DeviceReportProblem): parsed is DeviceReportProblem =>
  'field' in parsed;

/**
 * A text of 1..max characters after trimming, without control characters, as stored: every run of
 * spaces and line breaks one space (it is shown on one line). Null if it is not one.
 */
function shortText(value: string, max: number): string | null {
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length >= 1 && text.length <= max && !hasControlCharacters(text) ? text : null;
}

/**
 * Checks a report and gives it as stored: the name and version as shortText keeps them, unknown
 * facts null, and no oldest time for a show of which nothing waits. A show id that is no id is left
 * out, as every show the judge does not judge is (a tablet may hold a show that is gone). `at` is
 * the argument's name, the start of every field named.
 */
function parseDeviceReport(report: JudgingDeviceReportInput, at: string): DeviceReport | DeviceReportProblem {
  const problem = (field: string, message: string) => ({ field: `${at}.${field}`, message });
  if (!isValidDeviceId(report.deviceId))
    return problem('deviceId', 'deviceId must be 8 to 64 letters, digits, _ or -');
  const name = shortText(report.name, MAX_DEVICE_NAME_LENGTH);
  if (name === null) return problem('name', `name must be text of 1 to ${MAX_DEVICE_NAME_LENGTH} characters`);
  const appVersion = shortText(report.appVersion, MAX_APP_VERSION_LENGTH);
  if (appVersion === null)
    return problem('appVersion', `appVersion must be text of 1 to ${MAX_APP_VERSION_LENGTH} characters`);
  const batteryLevel = report.batteryLevel ?? null;
  if (batteryLevel !== null && !(batteryLevel >= 0 && batteryLevel <= 1))
    return problem('batteryLevel', 'batteryLevel must lie between 0 and 1');
  if (report.events.length > MAX_DEVICE_REPORT_EVENTS)
    return problem('events', `Report at most ${MAX_DEVICE_REPORT_EVENTS} shows`);
  const events: DeviceEventFacts[] = [];
  for (const [i, show] of report.events.entries()) {
    const { pendingCount } = show;
    if (!Number.isInteger(pendingCount) || pendingCount < 0 || pendingCount > MAX_DEVICE_PENDING_COUNT)
      return problem(
        `events.${i}.pendingCount`,
        `pendingCount must be a whole number from 0 to ${MAX_DEVICE_PENDING_COUNT}`,
      );
    const oldestPendingAt = show.oldestPendingAt ? new Date(show.oldestPendingAt) : null;
    if (oldestPendingAt && Number.isNaN(oldestPendingAt.getTime()))
      return problem(`events.${i}.oldestPendingAt`, 'oldestPendingAt must be a date-time');
    const eventId = parseId(show.eventId);
    if (eventId === null) continue;
    if (events.some((earlier) => earlier.eventId === eventId))
      return problem(`events.${i}.eventId`, 'A show is given twice');
    events.push({
      eventId,
      pendingCount,
      oldestPendingAt: pendingCount > 0 ? oldestPendingAt : null,
      readyForOffline: show.readyForOffline,
    });
  }
  return {
    device: {
      deviceId: report.deviceId,
      name,
      appVersion,
      storagePersisted: report.storagePersisted ?? null,
      batteryLevel,
      charging: report.charging ?? null,
    },
    events,
  };
}

/** Stores the report in one transaction, as seen now by the server's clock: whole or not at all. */
async function storeDeviceReport(ctx: GraphQLContext, judgeId: number, report: DeviceReport): Promise<void> {
  if (report.events.length === 0) return;
  await ctx.db.transaction((tx) => upsertJudgingDevice(tx, judgeId, report.device, report.events, ctx.now()));
}

/**
 * reportJudgingDevice: the tablet's heartbeat, for the caller's shows. Judge rank, as sending ops;
 * refused for load (SERVER_BUSY) like a batch of ops, before anything is read: a heartbeat missed
 * costs nothing, the next one says the same.
 */
export async function reportJudgingDevice(
  ctx: GraphQLContext,
  report: JudgingDeviceReportInput,
): Promise<boolean> {
  ctx.judgingWriter.refuseWhenFull();
  const judge = await requireRole(ctx, 'JUDGE');
  const parsed = parseDeviceReport(report, 'report');
  if (isProblem(parsed)) throw validationFailed(parsed.field, parsed.message);
  await storeDeviceReport(ctx, judge.id, parsed);
  return true;
}

/**
 * The report sent with a batch of ops (submitJudgingOps' `device`), checked before the ops are
 * written. An invalid one never fails the batch: it is logged and left out (null).
 */
export function deviceReportOfBatch(
  ctx: GraphQLContext,
  judgeId: number,
  device: JudgingDeviceReportInput | null | undefined,
): DeviceReport | null {
  if (!device) return null;
  const parsed = parseDeviceReport(device, 'device');
  if (!isProblem(parsed)) return parsed;
  ctx.log.warn('judging device report ignored', { judgeId, field: parsed.field, problem: parsed.message });
  return null;
}

/** One op of the batch as its report counts it: its show, the judge's time, and whether the server took it. */
export interface BatchOp {
  eventId: string;
  clientTime: string;
  /** Applied, known before, or kept as late for the office: it no longer waits on the tablet. */
  taken: boolean;
}

/**
 * Stores the report sent with a batch once its ops are answered. The tablet counts what waits
 * leaving out the ops it sent in the call; those the server did not take (refused with a code)
 * still wait there, so each show's count adds them, and its oldest time is the earliest of the
 * report's and theirs. A failure to store is logged: the ops' answers go out all the same.
 */
export async function storeDeviceReportOfBatch(
  ctx: GraphQLContext,
  judgeId: number,
  report: DeviceReport,
  ops: readonly BatchOp[],
): Promise<void> {
  const refused = new Map<number, { count: number; oldest: number | null }>();
  for (const op of ops) {
    const eventId = op.taken ? null : parseId(op.eventId);
    if (eventId === null) continue;
    const entry = refused.get(eventId) ?? { count: 0, oldest: null };
    const time = new Date(op.clientTime).getTime();
    entry.count++;
    if (!Number.isNaN(time)) entry.oldest = Math.min(entry.oldest ?? time, time);
    refused.set(eventId, entry);
  }
  const events = report.events.map((show) => {
    const waiting = refused.get(show.eventId);
    if (!waiting) return show;
    const times = [show.oldestPendingAt?.getTime() ?? null, waiting.oldest].filter(
      (time): time is number => time !== null,
    );
    return {
      ...show,
      pendingCount: show.pendingCount + waiting.count,
      oldestPendingAt: times.length > 0 ? new Date(Math.min(...times)) : null,
    };
  });
  try {
    await storeDeviceReport(ctx, judgeId, { ...report, events });
  } catch (error) {
    ctx.log.warn('judging device report not stored', { judgeId, error });
  }
}

/** A tablet as the show office's panel shows it. */
export interface JudgingDeviceEntry extends JudgingDeviceView {
  /** Holds ratings and has not reported for longer than DEVICE_STALE_AFTER_MS. */
  stale: boolean;
}

/**
 * Admin: the tablets that reported for the event: those that hold ratings and fell silent first,
 * then by last contact, newest first.
 */
export async function judgingDevices(ctx: GraphQLContext, eventId: string): Promise<JudgingDeviceEntry[]> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const now = ctx.now();
  const devices = (await selectJudgingDevices(ctx.db, event.id)).map((device) => ({
    ...device,
    stale: isDeviceStale(device, now),
  }));
  return [...devices.filter((d) => d.stale), ...devices.filter((d) => !d.stale)];
}
