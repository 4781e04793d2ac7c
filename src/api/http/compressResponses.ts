import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { compressFast, type Encoding, keptCompressions, pickEncoding } from './encoding.ts';

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/i;

/** Compressed answers kept, in bytes: a few versions of a big show's results in both encodings. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** What is made once from a kept answer: its JSON, its bytes, and those compressed per encoding. */
interface Made {
  json?: string;
  bytes?: Uint8Array<ArrayBuffer>;
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

/**
 * Compresses GraphQL JSON answers above `threshold` bytes with br or gzip. Streams (SSE, multipart)
 * are left alone: compressing them would buffer events that must reach the client at once.
 *
 * An answer the public cache keeps (`isKept`) is made into bytes once: its JSON, and for everyone's
 * answers (they carry the cache's ETag, and no login) the compressed bytes per encoding, all found
 * again by the kept answer's data, which every hit shares. A 5,000-cage show's results are 4.6 MB
 * of JSON: writing and compressing them again took most of a second for every browser that asked.
 * A new answer (a mutation, an expired answer read anew, another process's change) is made anew;
 * its compressed bytes are first looked up by the SHA-256 of its JSON, so an answer computed again
 * with the same content is not compressed again. The least recently sent go first.
 */
export function responseCompressionPlugin(
  threshold = 1024,
  { isKept = () => false }: { isKept?: (result: ExecutionResult) => boolean } = {},
): Plugin {
  const kept = keptCompressions(KEPT_BYTES);
  const compressed = (
    body: Uint8Array,
    encoding: Encoding,
    shared: boolean,
  ): Promise<Uint8Array<ArrayBuffer>> =>
    shared
      ? kept(`${createHash('sha256').update(body).digest('base64')}|${encoding}`, body, encoding)
      : compressFast(body, encoding).then((bytes) => new Uint8Array(bytes));
  /** By the kept answer's data; gone with the answer. */
  const madeOf = new WeakMap<object, Made>();
  /** The kept answer a request is answered with, if any. */
  const madeFor = new WeakMap<Request, Made>();
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const answer = result as ExecutionResult;
      // Only what the answer's data decides: no errors, and no extensions besides the HTTP headers
      // Yoga leaves out of the JSON.
      if (!answer.data || answer.errors || !isKept(answer)) return;
      if (Object.keys(answer.extensions ?? {}).some((key) => key !== 'http')) return;
      const once: Made = madeOf.get(answer.data) ?? { encoded: new Map() };
      madeOf.set(answer.data, once);
      madeFor.set(request, once);
      // Yoga writes a result with its own `stringify` when it has one (given what it would write).
      setResult({
        ...answer,
        stringify: (json: unknown) => (once.json ??= JSON.stringify(json)),
      } as ExecutionResult);
    },
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!JSON_TYPE.test(type) || !response.body || response.headers.has('content-encoding')) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers.get('accept-encoding'));
      const made = madeFor.get(request);
      let body: Uint8Array<ArrayBuffer>;
      if (made) body = made.bytes ??= new Uint8Array(await response.arrayBuffer());
      else body = new Uint8Array(await response.arrayBuffer());
      let out: Uint8Array<ArrayBuffer> = body;
      if (encoding && body.byteLength > threshold) {
        // The public cache's answers are everyone's: an answer to a login is that account's alone.
        const shared = response.headers.has('etag') && !request.headers.has('authorization');
        if (made && shared) {
          let bytes = made.encoded.get(encoding);
          if (!bytes) {
            const making = compressed(body, encoding, true);
            made.encoded.set(encoding, making);
            making.catch(() => made.encoded.get(encoding) === making && made.encoded.delete(encoding));
            bytes = making;
          }
          out = await bytes;
        } else out = await compressed(body, encoding, shared);
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(out.byteLength));
      setResponse(
        new fetchAPI.Response(out, { status: response.status, statusText: response.statusText, headers }),
      );
    },
  };
}
