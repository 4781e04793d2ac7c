import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { compressFast, type Encoding, pickEncoding } from './encoding.ts';

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/i;

/** Compressed answers kept, in bytes: a few versions of a big show's results in both encodings. */
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Compresses GraphQL JSON answers above `threshold` bytes with br or gzip. Streams (SSE, multipart)
 * are left alone: compressing them would buffer events that must reach the client at once.
 *
 * An answer from the public cache (it carries the cache's ETag, and no login) is compressed once
 * per content and encoding and then sent as those bytes: a 5,000-cage show's results are 4.6 MB of
 * JSON, and compressing them took most of a second for every browser that asked. The bytes are
 * kept by the SHA-256 of the JSON, so an answer whose data changed (a mutation, an expired cached
 * answer read anew, another process's change) is compressed anew, and one that did not change is
 * found again whoever computed it; the least recently sent go first.
 */
export function responseCompressionPlugin(threshold = 1024): Plugin {
  const kept = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({
    maxSize: KEPT_BYTES,
    sizeCalculation: () => 1,
  });
  const keep = (key: string, made: Promise<Uint8Array<ArrayBuffer>>) => {
    kept.set(key, made);
    made.then(
      (bytes) => {
        // Set anew with its size (lru-cache keeps the size of a key set again to the same value).
        if (kept.peek(key) !== made) return;
        kept.delete(key);
        if (bytes.byteLength < KEPT_BYTES) kept.set(key, made, { size: Math.max(1, bytes.byteLength) });
      },
      () => {
        if (kept.peek(key) === made) kept.delete(key);
      },
    );
    return made;
  };
  const compressed = (
    body: Uint8Array,
    encoding: Encoding,
    shared: boolean,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    if (!shared) return compressFast(body, encoding).then((bytes) => new Uint8Array(bytes));
    const key = `${createHash('sha256').update(body).digest('base64')}|${encoding}`;
    return (
      kept.get(key) ??
      keep(
        key,
        compressFast(body, encoding).then((bytes) => new Uint8Array(bytes)),
      )
    );
  };
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!JSON_TYPE.test(type) || !response.body || response.headers.has('content-encoding')) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers.get('accept-encoding'));
      const body = new Uint8Array(await response.arrayBuffer());
      let out: Uint8Array<ArrayBuffer> = body;
      if (encoding && body.byteLength > threshold) {
        // The public cache's answers are everyone's: an answer to a login is that account's alone.
        const shared = response.headers.has('etag') && !request.headers.has('authorization');
        out = await compressed(body, encoding, shared);
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(out.byteLength));
      setResponse(
        new fetchAPI.Response(out, { status: response.status, statusText: response.statusText, headers }),
      );
    },
  };
}
