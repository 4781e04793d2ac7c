import { type SQL, sql } from 'drizzle-orm';
import type { AuditEntryKind } from '../../shared/auditTrail.ts';
import type { ClassCode } from '../../shared/classification.ts';
import type { SkipReason } from '../../shared/judging.ts';
import { type Database, rowsOf } from './connection.ts';
import { cages, clients, judgingOps, pigeons, registrations } from './schema.ts';

export interface AuditTrailQuery {
  eventId: number;
  cageNumber: number | null;
  judgeId: number | null;
  kind: AuditEntryKind | null;
  offset: number;
  limit: number;
}

/** A cage's judgement as the trail shows it: a total, or a skip with its reason. */
interface AuditValue {
  total: number | null;
  skipReason: SkipReason | null;
}

export interface AuditEntryRow {
  /** The op id; a decision's is the op id with `:decision`. */
  id: string;
  kind: AuditEntryKind;
  /** By the server's clock: an op's receipt, a decision's time. */
  at: Date;
  by: { id: number; firstName: string; lastName: string };
  judge: { id: number; firstName: string; lastName: string };
  opId: string;
  cageId: number;
  cageNumber: number;
  classCode: ClassCode;
  association: string;
  ringYear: number;
  serial: number;
  oldValue: AuditValue | null;
  newValue: AuditValue | null;
  reason: string | null;
}

/**
 * The trail's entries as one list: every stored op (by who gave it: the judge, the admin who
 * typed in the paper card, or the admin who corrected the judgement after the end, with the
 * correction's reason), and every decision on a late op (by the admin who made it).
 */
function entries(eventId: number): SQL {
  return sql`
    select o.op_id::text as id,
      case when o.correction_reason is not null then 'CORRECTION' when o.kind = 'RATE' then 'RATING' else 'SKIP' end as kind,
      o.received_at as at, coalesce(o.entered_by, o.judge_id) as by_id, o.judge_id, o.op_id, o.cage_id
    from ${judgingOps} o where o.event_id = ${eventId}
    union all
    select o.op_id::text || ':decision', 'LATE_' || o.late_status, o.resolved_at, o.resolved_by,
      o.judge_id, o.op_id, o.cage_id
    from ${judgingOps} o
    where o.event_id = ${eventId} and o.late_status in ('ACCEPTED', 'REJECTED') and o.resolved_by is not null`;
}

/**
 * A page of the event's audit trail, the latest first, filtered by cage number, judge and kind,
 * and how many entries match in all. The value before an op is the op that counts and comes
 * before it in its cage's order (order time, client time, op id: docs/domain.md, Convergence),
 * read for the page's rows only along the index of the cage's effective ops.
 */
export async function selectAuditTrail(
  db: Database,
  query: AuditTrailQuery,
): Promise<{ total: number; rows: AuditEntryRow[] }> {
  const filters: SQL[] = [];
  if (query.cageNumber !== null) filters.push(sql`c.cage_number = ${query.cageNumber}`);
  if (query.judgeId !== null) filters.push(sql`t.judge_id = ${query.judgeId}`);
  if (query.kind !== null) filters.push(sql`t.kind = ${query.kind}`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    with page as (
      select t.*, c.cage_number, c.registration_id, count(*) over () as total
      from (${entries(query.eventId)}) t
      join ${cages} c on c.id = t.cage_id
      ${where}
      order by t.at desc, t.id desc
      offset ${query.offset} limit ${query.limit}
    )
    select page.id, page.kind, page.at, page.total, page.op_id::text as op_id, page.cage_id,
      page.cage_number, r.class_code, p.association, p.ring_year, p.serial,
      page.by_id, b.first_name as by_first_name, b.last_name as by_last_name,
      page.judge_id, j.first_name as judge_first_name, j.last_name as judge_last_name,
      o.total as new_total, o.skip_reason as new_skip_reason, coalesce(o.correction_reason, o.note) as note,
      prev.total as old_total, prev.skip_reason as old_skip_reason, prev.op_id is not null as has_old
    from page
    join ${judgingOps} o on o.op_id = page.op_id
    join ${registrations} r on r.id = page.registration_id
    join ${pigeons} p on p.id = r.pigeon_id
    join ${clients} b on b.id = page.by_id
    join ${clients} j on j.id = page.judge_id
    left join lateral (
      select e.op_id, e.total, e.skip_reason from ${judgingOps} e
      where e.cage_id = o.cage_id and e.effective and e.op_id <> o.op_id
        and (e.order_time, e.client_time, e.op_id) < (o.order_time, o.client_time, o.op_id)
      order by e.order_time desc, e.client_time desc, e.op_id desc
      limit 1
    ) prev on true
    order by page.at desc, page.id desc`);
  const found = rowsOf<Record<string, unknown>>(result);
  const total = found.length > 0 ? Number(found[0].total) : await countAuditTrail(db, query, where);
  const value = (total: unknown, skipReason: unknown): AuditValue => ({
    total: total === null ? null : Number(total),
    skipReason: (skipReason as SkipReason | null) ?? null,
  });
  return {
    total,
    rows: found.map((row) => ({
      id: String(row.id),
      kind: row.kind as AuditEntryKind,
      at: new Date(row.at as string | Date),
      by: { id: Number(row.by_id), firstName: String(row.by_first_name), lastName: String(row.by_last_name) },
      judge: {
        id: Number(row.judge_id),
        firstName: String(row.judge_first_name),
        lastName: String(row.judge_last_name),
      },
      opId: String(row.op_id),
      cageId: Number(row.cage_id),
      cageNumber: Number(row.cage_number),
      classCode: row.class_code as ClassCode,
      association: String(row.association),
      ringYear: Number(row.ring_year),
      serial: Number(row.serial),
      oldValue: row.has_old ? value(row.old_total, row.old_skip_reason) : null,
      newValue: value(row.new_total, row.new_skip_reason),
      reason: row.note === null ? null : String(row.note),
    })),
  };
}

/** How many entries match, for a page past the end (which has no row to carry the count). */
async function countAuditTrail(db: Database, query: AuditTrailQuery, where: SQL): Promise<number> {
  if (query.offset === 0) return 0;
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`
      select count(*) as n from (${entries(query.eventId)}) t join ${cages} c on c.id = t.cage_id ${where}`),
  );
  return Number(row?.n ?? 0);
}

/** Everyone whose rating is in the event's trail (also a judge no longer assigned), by name. */
export async function selectAuditJudges(
  db: Database,
  eventId: number,
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  const result = await db.execute(sql`
    select j.id, j.first_name, j.last_name from ${clients} j
    where j.id in (select o.judge_id from ${judgingOps} o where o.event_id = ${eventId})
    order by lower(j.last_name), lower(j.first_name), j.id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: Number(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
  }));
}
