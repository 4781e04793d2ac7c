import { GraphQLScalarType, Kind } from 'graphql';
import { Repeater } from 'graphql-yoga';
import { validationFailed } from '../../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';

const SERVER_TIME_INTERVAL_MS = 1000;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Years a show, a deadline or a judge's clock can sensibly have. */
const YEARS = { min: 1900, max: 2999 };

export const baseResolvers: Resolvers = {
  DateTime: new GraphQLScalarType<string, string>({
    name: 'DateTime',
    description: 'An ISO-8601 date-time string in UTC.',
    serialize: (value) => toIso(value, 'DateTime'),
    parseValue: (value) => toIso(value, 'DateTime'),
    parseLiteral: (ast) => toIso(ast.kind === Kind.STRING ? ast.value : null, 'DateTime'),
  }),
  Query: {
    health: () => true,
  },
  Subscription: {
    serverTime: {
      // A Repeater stops its timer as soon as the client unsubscribes or the socket closes.
      subscribe: () =>
        new Repeater<{ serverTime: string }>(async (push, stop) => {
          const tick = () => push({ serverTime: new Date().toISOString() });
          await tick();
          const timer = setInterval(tick, SERVER_TIME_INTERVAL_MS);
          await stop;
          clearInterval(timer);
        }),
    },
  },
};

/**
 * Accepts Date objects and ISO 8601 instants that exist (no 30 February, no hour 24) in the years
 * 1900–2999; always answers the canonical UTC ISO form.
 */
function toIso(value: unknown, field: string): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? parseInstant(value) : null;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() < YEARS.min ||
    date.getUTCFullYear() > YEARS.max
  )
    throw validationFailed(
      field,
      `${field} must be an ISO-8601 date-time between ${YEARS.min} and ${YEARS.max}`,
    );
  return date.toISOString();
}

/** Strings must carry a zone: "2026-05-01" alone would silently mean different instants per server. */
function parseInstant(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  // Date would quietly roll 30 February over into March: the parts must come back as given.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const exists =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return exists ? new Date(text) : null;
}
