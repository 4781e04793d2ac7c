import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import type { ConnectionInitMessage } from 'graphql-ws';
// Renamed: it is not a React hook, whatever its name says to the linter.
import { useServer as serveGraphQLOverWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../logger.ts';
import type { GraphQLServer } from '../yoga.ts';

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
export function createGraphQLWebSocket(yoga: GraphQLServer, log: Logger): GraphQLWebSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
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
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
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
