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
 * An answer the public cache keeps (it carries the cache's ETag) is compressed once per content and
 * encoding: the compressed bytes are kept by the SHA-256 of its JSON, up to KEPT_BYTES, the least
 * recently sent going first. A 5,000-cage show's results are 4.6 MB of JSON: compressing them again
 * took most of a second for every browser that asked. Keyed by content, the bytes are only ever
 * found by an answer with the very same JSON, a logged-in one's too.
 *
 * Everyone's answers (kept, and no login: `isKept`) are also written once: their JSON, its bytes
 * and their compressed bytes are found again by the kept answer's data, which every hit shares, so
 * a hit is neither written nor hashed again. A login's kept answer is that session's alone and is
 * not asked for as often; it keeps no more than its place in the public cache.
 */
export function responseCompressionPlugin(
  threshold = 1024,
  { isKept = () => false }: { isKept?: (result: ExecutionResult) => boolean } = {},
): Plugin {
  const keptBytes = keptCompressions(KEPT_BYTES);
  const compressed = (
    body: Uint8Array,
    encoding: Encoding,
    again: boolean,
  ): Promise<Uint8Array<ArrayBuffer>> =>
    again
      ? keptBytes(`${createHash('sha256').update(body).digest('base64')}|${encoding}`, body, encoding)
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
      if (!answer.data || answer.errors || request.headers.has('authorization') || !isKept(answer)) return;
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
        // Kept by the public cache: the same content is asked for again.
        const kept = response.headers.has('etag');
        if (made) {
          let bytes = made.encoded.get(encoding);
          if (!bytes) {
            const making = compressed(body, encoding, true);
            made.encoded.set(encoding, making);
            making.catch(() => made.encoded.get(encoding) === making && made.encoded.delete(encoding));
            bytes = making;
          }
          out = await bytes;
        } else out = await compressed(body, encoding, kept);
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(out.byteLength));
      setResponse(
        new fetchAPI.Response(out, { status: response.status, statusText: response.statusText, headers }),
      );
    },
  };
}
