import { GraphQLScalarType, Kind } from 'graphql';
import { Repeater } from 'graphql-yoga';
import { validationFailed } from '../../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';

const SERVER_TIME_INTERVAL_MS = 1000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

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

/** Accepts Date objects and parseable strings; always answers the canonical UTC ISO form. */
function toIso(value: unknown, field: string): string {
  // Strings must carry a zone: "2026-05-01" alone would silently mean different instants per server.
  const isIsoString = typeof value === 'string' && ISO_DATE_TIME.test(value);
  const date = value instanceof Date ? value : isIsoString ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw validationFailed(field, `${field} must be an ISO-8601 date-time`);
  return date.toISOString();
}
