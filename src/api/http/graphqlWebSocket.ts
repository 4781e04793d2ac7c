import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import type { ConnectionInitMessage } from 'graphql-ws';
// Renamed: it is not a React hook, whatever its name says to the linter.
import { useServer as serveGraphQLOverWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger.ts';
import type { GraphQLServer } from '../yoga.ts';
import { addressKey } from './addressKey.ts';
import { upgradeFromOwnOrigin } from './sameOrigin.ts';

/**
 * Operations one socket may have running at once. A judge's list of shows follows each show still
 * to judge with a subscription of its own (20 was too few for a judge of many shows: the journeys'
 * judge holds more than that, and the shows past the 20th were no longer live).
 */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
/**
 * Sockets per client (an IPv4 address, an IPv6 /64; see addressKey): each tab of the app opens one.
 * Visitors and judges behind one router of a hall share an address: WS_MAX_SOCKETS_PER_ADDRESS
 * raises it for such a venue.
 */
export const MAX_SOCKETS_PER_ADDRESS = 20;
/**
 * The close code when the account a socket was opened for changed (a logout, a new password or
 * address, a role, a deletion): graphql-ws's Forbidden, which its clients answer by connecting
 * again, with the session they now have.
 */
export const SESSION_CHANGED_CLOSE = 4403;

export interface WebSocketOptions {
  /** The app's public address: a browser page from any other origin may not open a socket. */
  publicUrl: string;
  /** Client address of a request (honouring TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string | null;
  /** Sockets one client may hold (default MAX_SOCKETS_PER_ADDRESS). */
  maxSocketsPerAddress?: number;
  /** The account a connection's `Authorization` names (a valid signature, unexpired), or null. */
  accountOf?: (authorization: string | null) => Promise<number | null>;
  /** What tells that an account's sessions, role or existence changed (the bus's `accountChanged`). */
  accountChanges?: (accountId: number) => AsyncIterable<unknown>;
}

export interface GraphQLWebSocket {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Says "going away" (1001) to every client; whoever lingers past the timeout is cut off. */
  close(timeoutMs: number): Promise<void>;
}

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;
type ConnectionParams = NonNullable<ConnectionInitMessage['payload']>;

/**
 * graphql-ws (subprotocol graphql-transport-ws) on Yoga's envelop: the same schema, context,
 * plugins and error masking as HTTP. The token arrives in `connectionParams.Authorization`.
 */
export function createGraphQLWebSocket(
  yoga: GraphQLServer,
  log: Logger,
  options: WebSocketOptions,
): GraphQLWebSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const socketsPerAddress = new Map<string, number>();
  const maxSockets = options.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS;
  const sessions = followSessions(options, log);
  // Each operation keeps the enveloped functions it was prepared with.
  const envelopedOf = new WeakMap<object, Enveloped>();
  const run = (args: ExecutionArgs, kind: 'execute' | 'subscribe') => {
    const enveloped = envelopedOf.get(args.contextValue as object);
    if (!enveloped) throw new Error('operation was not prepared by onSubscribe');
    return enveloped[kind](args);
  };
  const server = serveGraphQLOverWs<ConnectionParams>(
    {
      // Never put internal error messages into close reasons, whatever NODE_ENV says.
      isProd: true,
      execute: (args) => run(args, 'execute'),
      subscribe: (args) => run(args, 'subscribe'),
      // The socket is filed under the account its token names, so that a change of that account's
      // sessions or role closes it (a subscription keeps the viewer it started with).
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const auth = params.Authorization ?? params.authorization;
        await sessions.file(ctx.extra.socket, typeof auth === 'string' ? auth : null);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // The operation being subscribed is counted already.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET)
          return [
            new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`, {
              extensions: { code: 'RATE_LIMITED' },
            }),
          ];
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          params: payload,
        });
        let document: ReturnType<Enveloped['parse']>;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          // A syntax error is the client's mistake: answer it, do not close the socket.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        const contextValue = await enveloped.contextFactory();
        envelopedOf.set(contextValue, enveloped);
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
    },
    wss,
  );
  return {
    handleUpgrade(req, socket, head) {
      const refuse = (status: string) => socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      // Browsers always say where a page comes from; a page of another site may not listen in.
      if (!upgradeFromOwnOrigin(req, options.publicUrl)) return refuse('403 Forbidden');
      const address = addressKey(options.clientAddress(req) ?? 'unknown');
      // Counted as the upgrade starts, not once it is done: sockets opened at once all count.
      const open = socketsPerAddress.get(address) ?? 0;
      if (open >= maxSockets) return refuse('429 Too Many Requests');
      socketsPerAddress.set(address, open + 1);
      const release = () => {
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
      };
      // An upgrade that never completes (a handshake the ws library refuses) frees its place.
      let upgraded = false;
      socket.once('close', () => {
        if (!upgraded) release();
      });
      wss.handleUpgrade(req, socket, head, (ws) => {
        upgraded = true;
        ws.once('close', release);
        wss.emit('connection', ws, req);
      });
    },
    async close(timeoutMs) {
      const clients = [...wss.clients];
      const timer = setTimeout(() => {
        for (const client of clients) client.terminate();
      }, timeoutMs);
      try {
        await server.dispose();
      } catch (error) {
        log.warn('websocket server closed with an error', { error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

interface Closable {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The open sockets by account, and one listener per account with sockets to the bus's
 * `accountChanged` (on every process: the bus carries it over PostgreSQL's NOTIFY). A change closes
 * the account's sockets with SESSION_CHANGED_CLOSE; the app connects again as who it now is.
 */
function followSessions(options: WebSocketOptions, log: Logger) {
  const byAccount = new Map<number, { sockets: Set<Closable>; stop: () => void }>();
  const listen = (accountId: number) => {
    const changes = options.accountChanges?.(accountId)[Symbol.asyncIterator]();
    if (changes)
      void (async () => {
        for (let change = await changes.next(); !change.done; change = await changes.next())
          for (const socket of byAccount.get(accountId)?.sockets ?? [])
            socket.close(SESSION_CHANGED_CLOSE, 'Session changed');
      })().catch((error: unknown) => log.warn('account changes not followed', { accountId, error }));
    return () => void changes?.return?.();
  };
  return {
    async file(socket: Closable, authorization: string | null) {
      const accountId = (await options.accountOf?.(authorization)) ?? null;
      if (accountId === null) return;
      let entry = byAccount.get(accountId);
      if (!entry) {
        entry = { sockets: new Set(), stop: () => {} };
        byAccount.set(accountId, entry);
        entry.stop = listen(accountId);
      }
      entry.sockets.add(socket);
      const filed = entry;
      socket.once('close', () => {
        filed.sockets.delete(socket);
        if (filed.sockets.size === 0 && byAccount.get(accountId) === filed) {
          byAccount.delete(accountId);
          filed.stop();
        }
      });
    },
  };
}
