import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import type { ConnectionInitMessage } from 'graphql-ws';
// Renamed: it is not a React hook, whatever its name says to the linter.
import { useServer as serveGraphQLOverWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger.ts';
import type { GraphQLServer } from '../yoga.ts';
import { upgradeFromOwnOrigin } from './sameOrigin.ts';

/** Operations one socket may have running at once: a page has a few subscriptions, never fifty. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
/** Sockets per client address: a hall full of visitors behind one router stays well below. */
export const MAX_SOCKETS_PER_ADDRESS = 200;

export interface WebSocketOptions {
  /** The app's public address: a browser page from any other origin may not open a socket. */
  publicUrl: string;
  /** Client address of a request (honouring TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string | null;
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
      onSubscribe: async (ctx, _id, payload) => {
        // The operation being subscribed is counted already.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET)
          return [
            new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations per connection`, {
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
      const address = options.clientAddress(req) ?? 'unknown';
      const open = socketsPerAddress.get(address) ?? 0;
      if (open >= MAX_SOCKETS_PER_ADDRESS) return refuse('429 Too Many Requests');
      wss.handleUpgrade(req, socket, head, (ws) => {
        socketsPerAddress.set(address, open + 1);
        ws.once('close', () => {
          const left = (socketsPerAddress.get(address) ?? 1) - 1;
          if (left > 0) socketsPerAddress.set(address, left);
          else socketsPerAddress.delete(address);
        });
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
