import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the tablets' network does: `up` passes every request to the server (502 while nothing
 * listens there, as a reverse proxy answers); `loss` drops every connection as it comes, so a
 * fetch fails as on a refused connection; `unavailable` answers 503 with `Retry-After: 5`, as a
 * proxy in front of a restarting server does.
 */
type NetworkMode = 'up' | 'loss' | 'unavailable';

export interface HallProxy {
  /** The tablets' address of the API. */
  url: string;
  mode: NetworkMode;
  /** Requests passed on to the server whose answer has not gone back whole yet. */
  readonly inFlight: number;
  /** Resolves as the next request is passed on to the server (false after `timeoutMs` without one). */
  nextForward(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The hall's network between the tablets and the server on `targetPort`, on 127.0.0.1. */
export async function startHallProxy(targetPort: number): Promise<HallProxy> {
  let mode: NetworkMode = 'up';
  const sockets = new Set<Socket>();
  let inFlight = 0;
  const forwarded = new Set<() => void>();
  const proxy = createServer((req, res) => {
    if (mode === 'unavailable') {
      req.resume();
      req.once('end', () =>
        res.writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain' }).end('unavailable'),
      );
      return;
    }
    inFlight++;
    res.once('close', () => inFlight--);
    const onward = request(
      { host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    });
    req.on('error', () => onward.destroy());
    req.pipe(onward);
    for (const resolve of forwarded) resolve();
    forwarded.clear();
  });
  proxy.on('connection', (socket: Socket) => {
    if (mode === 'loss') return void socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    get mode() {
      return mode;
    },
    set mode(next: NetworkMode) {
      mode = next;
      // The network is gone: so are the connections the tablets keep open.
      if (next === 'loss') for (const socket of sockets) socket.destroy();
    },
    get inFlight() {
      return inFlight;
    },
    nextForward: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          forwarded.delete(done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        forwarded.add(done);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
