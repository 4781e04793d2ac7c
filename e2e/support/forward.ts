import { type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http';

/**
 * Passes a request a test's proxy received on to `target` (another origin) and its answer back,
 * as it is unless `headers` says otherwise. A connection the browser or the server drops (a page
 * closed) ends the other one too. `answered` runs once the answer has been sent on whole.
 */
export function forwardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: string | URL,
  { headers = req.headers, answered }: { headers?: IncomingHttpHeaders; answered?: () => void } = {},
): void {
  const onward = request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    if (answered) res.on('finish', answered);
    answer.pipe(res);
  });
  onward.on('error', () => res.destroy());
  req.on('error', () => onward.destroy());
  req.pipe(onward);
}
