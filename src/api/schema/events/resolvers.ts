import { eventSeason } from '../../../shared/eventLifecycle.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import { hasRank } from '../../../shared/roles.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { CageView } from '../../db/cages.ts';
import type { AssignedJudge } from '../../db/judgeAssignments.ts';
import type { OwnRegistration } from '../../db/registrations.ts';
import type { EventCage, EventPerson, Registration, Resolvers } from '../generated/resolvers.ts';
import { assignCages, eventCages, setCageNumber } from './cagesService.ts';
import { eventModel, findEvent } from './eventAccess.ts';
import { startingWith } from './eventBus.ts';
import { createEventLoaders } from './eventLoaders.ts';
import type { EventModel } from './eventModel.ts';
import * as events from './eventsService.ts';
import { assignJudges, judgeEvents } from './judgesService.ts';
import { eventOverview } from './overviewService.ts';
import { registerPigeons, unregisterPigeon } from './registrationsService.ts';

export const eventsResolvers: Resolvers = {
  Query: {
    events: (_p, args, ctx) => events.listEvents(ctx.db, args),
    event: (_p, args, ctx) => events.getEvent(ctx, args.id),
    eventCages: async (_p, args, ctx) => (await eventCages(ctx, args.eventId)).map(toCage),
    judgeEvents: (_p, _args, ctx) => judgeEvents(ctx),
    eventOverview: async (_p, args, ctx) => {
      const { total, rows } = await eventOverview(ctx, args);
      return {
        total,
        events: rows.map(({ row, registrationCount, cageCount, creator, ...counts }) => ({
          event: { row, registrationCount, cageCount, creator },
          pigeonCount: registrationCount,
          cageCount,
          ...counts,
        })),
      };
    },
  },
  Mutation: {
    createEvent: (_p, args, ctx) => events.createEventAsAdmin(ctx, args.input),
    updateEvent: (_p, args, ctx) => events.updateEvent(ctx, args.id, args.input),
    deleteEvent: (_p, args, ctx) => events.deleteEvent(ctx, args.id, args.confirmTitle),
    registerPigeons: (_p, args, ctx) => registerPigeons(ctx, args.eventId, args.pigeonIds),
    unregisterPigeon: (_p, args, ctx) => unregisterPigeon(ctx, args.eventId, args.pigeonId),
    assignJudges: (_p, args, ctx) => assignJudges(ctx, args.eventId, args.assignments),
    assignCages: (_p, args, ctx) => assignCages(ctx, args.eventId, args.force ?? false),
    setCageNumber: async (_p, args, ctx) => toCage(await setCageNumber(ctx, args.cageId, args.cageNumber)),
    startEvent: (_p, args, ctx) => events.startEvent(ctx, args.id),
    endEvent: (_p, args, ctx) => events.endEvent(ctx, args.id),
  },
  Subscription: {
    eventChanged: {
      subscribe: async (_p, args, ctx) => {
        const row = await findEvent(ctx.db, args.id);
        const changes = ctx.eventBus.subscribe('eventChanged', row.id);
        return args.current ? startingWith({ eventId: row.id }, changes) : changes;
      },
      // Read afresh per change, so every subscriber sees the committed state (a deleted event:
      // EVENT_NOT_FOUND), and once per change for all its subscribers (sharedChange).
      resolve: async (payload: { eventId: number }, _args: unknown, ctx: GraphQLContext) => {
        const change = sharedChange(payload, ctx.db);
        ctx.loaders = { ...ctx.loaders, ...change.loaders };
        return change.event;
      },
    },
  },
  EventClass: {
    // Who shows pigeons in a class is the show office's business.
    exhibitorIds: async (c, _args, ctx) => {
      await requireRole(ctx, 'ADMIN');
      return c.exhibitorIds;
    },
  },
  Event: {
    id: (e) => String(e.row.id),
    title: (e) => e.row.title,
    eventType: (e) => e.row.eventType,
    description: (e) => e.row.description,
    registrationDeadline: (e) => e.row.registrationDeadline.toISOString(),
    eventStart: (e) => e.row.eventStart.toISOString(),
    endedAt: (e) => e.row.endedAt?.toISOString() ?? null,
    status: (e, _args, ctx) => events.statusOf(e.row, ctx.now()),
    location: ({ row }) => ({
      country: row.country,
      city: row.city,
      street: row.street,
      houseNumber: row.houseNumber,
      zipCode: row.zipCode,
    }),
    // Who created an event is the office's business: admins see it, everyone else null.
    creator: async (e, _args, ctx) => {
      if (!e.creator) return null;
      const viewer = await ctx.viewer();
      const admin = viewer.kind === 'client' && hasRank(viewer.client.role, 'ADMIN');
      return admin ? toPerson({ judgeId: e.creator.id, ...e.creator }) : null;
    },
    season: (e) => eventSeason(e.row.eventStart),
    ratingScheme: (e) => e.row.ratingScheme,
    registrationCount: (e) => e.registrationCount,
    cageCount: (e) => e.cageCount,
    classes: async (e, _args, ctx) =>
      (await ctx.loaders.classes.load(e.row.id)).map((c) => ({
        code: c.classCode,
        registrationCount: c.registrationCount,
        cageCount: c.cageCount,
        judges: c.judges.map(toPerson),
        exhibitorIds: c.exhibitorIds.map(String),
      })),
    myRegistrations: async (e, _args, ctx) =>
      (await ctx.loaders.myRegistrations.load(e.row.id)).map(toRegistration),
    // Which cages still wait, by number, is the show office's: a guest would learn where a judge has
    // not been yet while the event runs. Everyone else gets the counts (judgingProgress).
    unjudgedCages: async (e, _args, ctx) => {
      await requireRole(ctx, 'ADMIN');
      return (await ctx.loaders.unjudgedCages.load(e.row.id)).map(toCage);
    },
  },
};

function toPerson(person: Pick<AssignedJudge, 'judgeId' | 'firstName' | 'lastName'>): EventPerson {
  return { id: String(person.judgeId), shownName: `${person.firstName} ${person.lastName}`.trim() };
}

function ring(view: { association: string; ringYear: number; serial: number }): string {
  return formatRingNumber({ association: view.association, year: view.ringYear, serial: view.serial });
}

function toCage(cage: CageView): EventCage {
  return {
    id: String(cage.id),
    eventId: String(cage.eventId),
    cageNumber: cage.cageNumber,
    ringNumber: ring(cage),
    classCode: cage.classCode,
    manuallySet: cage.manuallySet,
  };
}

function toRegistration(r: OwnRegistration): Registration {
  return {
    id: String(r.id),
    pigeonId: String(r.pigeonId),
    ringNumber: ring(r),
    sex: r.sex,
    color: r.color,
    classCode: r.classCode,
    reason: { prizeKm: r.prizeKm, prizes: r.prizes, lastYearKm: r.lastYearKm },
    registeredAt: r.registeredAt.toISOString(),
    cageNumber: r.cageNumber,
    cageId: r.cageId === null ? null : String(r.cageId),
  };
}

/** What one change of an event costs, read once for all who follow it. */
interface SharedChange {
  event: Promise<EventModel>;
  /** The loaders of what the event shows everyone alike (what is the viewer's own stays theirs). */
  loaders: Pick<ReturnType<typeof createEventLoaders>, 'classes' | 'unjudgedCages' | 'judgingProgress'>;
}

const sharedChanges = new WeakMap<object, SharedChange>();

/**
 * The bus hands one change to all of a process's subscribers of the event as one object: the event
 * and what every viewer alike sees of it are read once per change, not once per subscriber (400
 * subscribers made one change cost 400 reads of the event, its classes and counts). Who may see a
 * field (unjudgedCages: admins) is still checked per subscriber, and what is the viewer's own
 * (myRegistrations, myFee) read per subscriber.
 */
function sharedChange(payload: { eventId: number }, db: GraphQLContext['db']): SharedChange {
  let shared = sharedChanges.get(payload);
  if (!shared) {
    const everyone = createEventLoaders(db, async () => ({ kind: 'guest' }) as const, { cache: true });
    const event = findEvent(db, String(payload.eventId)).then((row) => eventModel(db, row));
    // Each subscriber awaits it; a rejection (a deleted event) is theirs, not an unhandled one.
    event.catch(() => undefined);
    shared = {
      event,
      loaders: {
        classes: everyone.classes,
        unjudgedCages: everyone.unjudgedCages,
        judgingProgress: everyone.judgingProgress,
      },
    };
    sharedChanges.set(payload, shared);
  }
  return shared;
}
