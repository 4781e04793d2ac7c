import { asc, desc, eq, sql } from 'drizzle-orm';
import { MAX_DEVICES_PER_JUDGE } from '../../shared/judgingDevices.ts';
import { type Database, rowsOf } from './connection.ts';
import { clients, type JudgingDeviceRow, judgeAssignments, judgingDevices } from './schema.ts';

/** What a tablet says of itself, the same for every show of its report. */
export interface DeviceFacts {
  deviceId: string;
  name: string;
  appVersion: string;
  storagePersisted: boolean | null;
  batteryLevel: number | null;
  charging: boolean | null;
}

/** What a tablet says of one show it holds ratings of. */
export interface DeviceEventFacts {
  eventId: number;
  pendingCount: number;
  oldestPendingAt: Date | null;
  readyForOffline: boolean;
}

// The rows as one JSON document, as judging ops are inserted: one statement with one parameter.
const DEVICE_RECORD = sql.raw(
  [
    'event_id integer',
    'judge_id integer',
    'device_id text',
    'name text',
    'app_version text',
    'last_seen_at timestamptz',
    'pending_count integer',
    'oldest_pending_at timestamptz',
    'ready_for_offline boolean',
    'storage_persisted boolean',
    'battery_level double precision',
    'charging boolean',
  ].join(', '),
);

/**
 * Stores a tablet's report of its judge for each of the shows: one row per show, judge and device
 * id, written over if it is there, last seen `seenAt` (the server's clock). Shows the judge
 * judges no class of (or that do not exist) are left out. Then, of each show written, the judge's
 * tablets beyond MAX_DEVICES_PER_JUDGE go, the ones heard from least recently first (never the
 * reporting one). Two statements: call it in a transaction, so a report is stored whole or not at
 * all. Returns the shows written.
 */
export async function upsertJudgingDevice(
  db: Database,
  judgeId: number,
  device: DeviceFacts,
  shows: readonly DeviceEventFacts[],
  seenAt: Date,
): Promise<number[]> {
  if (shows.length === 0) return [];
  const records = shows.map((show) => ({
    event_id: show.eventId,
    judge_id: judgeId,
    device_id: device.deviceId,
    name: device.name,
    app_version: device.appVersion,
    last_seen_at: seenAt.toISOString(),
    pending_count: show.pendingCount,
    oldest_pending_at: show.oldestPendingAt?.toISOString() ?? null,
    ready_for_offline: show.readyForOffline,
    storage_persisted: device.storagePersisted,
    battery_level: device.batteryLevel,
    charging: device.charging,
  }));
  const written = await db.execute(sql`
    insert into ${judgingDevices} (event_id, judge_id, device_id, name, app_version, last_seen_at,
      pending_count, oldest_pending_at, ready_for_offline, storage_persisted, battery_level, charging)
    select r.* from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${DEVICE_RECORD})
    where exists (select 1 from ${judgeAssignments} a where a.event_id = r.event_id and a.judge_id = r.judge_id)
    on conflict (event_id, judge_id, device_id) do update set
      name = excluded.name, app_version = excluded.app_version, last_seen_at = excluded.last_seen_at,
      pending_count = excluded.pending_count, oldest_pending_at = excluded.oldest_pending_at,
      ready_for_offline = excluded.ready_for_offline, storage_persisted = excluded.storage_persisted,
      battery_level = excluded.battery_level, charging = excluded.charging
    returning event_id`);
  const eventIds = rowsOf<{ event_id: number }>(written).map((row) => Number(row.event_id));
  if (eventIds.length === 0) return [];
  // The others, newest first: the reporting tablet and the MAX - 1 heard from last stay.
  await db.execute(sql`
    delete from ${judgingDevices} d
    using (
      select event_id, device_id,
        row_number() over (partition by event_id order by last_seen_at desc, device_id desc) as place
      from ${judgingDevices}
      where judge_id = ${judgeId} and event_id in (select jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb)::integer)
        and device_id <> ${device.deviceId}
    ) older
    where d.judge_id = ${judgeId} and d.event_id = older.event_id and d.device_id = older.device_id
      and older.place >= ${MAX_DEVICES_PER_JUDGE}`);
  return eventIds;
}

/** A tablet's row for the show office, with its judge's name. */
export interface JudgingDeviceView extends JudgingDeviceRow {
  judgeFirstName: string;
  judgeLastName: string;
}

/** The event's tablets, last heard from first (then by judge and name). */
export async function selectJudgingDevices(db: Database, eventId: number): Promise<JudgingDeviceView[]> {
  const rows = await db
    .select({ device: judgingDevices, judgeFirstName: clients.firstName, judgeLastName: clients.lastName })
    .from(judgingDevices)
    .innerJoin(clients, eq(clients.id, judgingDevices.judgeId))
    .where(eq(judgingDevices.eventId, eventId))
    .orderBy(
      desc(judgingDevices.lastSeenAt),
      asc(clients.lastName),
      asc(clients.firstName),
      asc(judgingDevices.judgeId),
      asc(judgingDevices.name),
      asc(judgingDevices.deviceId),
    );
  return rows.map(({ device, ...judge }) => ({ ...device, ...judge }));
}
