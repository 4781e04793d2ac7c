import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Picks br, then gzip, from an Accept-Encoding header, honouring `q=0` and `*`. */
export function pickEncoding(header: string | null | undefined): Encoding | null {
  return acceptedEncodings(header)[0] ?? null;
}

/** The encodings an Accept-Encoding header accepts (weight above 0), the highest weight first. */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best;
}

/** Fast settings for per-response compression; static files use `compressBest`, once at build time. */
export function compressFast(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compressed bytes kept by a key (say a content hash and the encoding), up to `maxBytes` in all,
 * the least recently sent going first. `compressed(key, body, encoding)` returns the kept bytes or
 * compresses `body` (fast): a compression under way is found too, so content asked for at once is
 * compressed once, and a failed one is not kept.
 */
export function keptCompressions(maxBytes: number) {
  const kept = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({
    maxSize: maxBytes,
    sizeCalculation: () => 1,
  });
  return (key: string, body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> => {
    const found = kept.get(key);
    if (found) return found;
    const made = compressFast(body, encoding).then((bytes) => new Uint8Array(bytes));
    kept.set(key, made);
    made.then(
      (bytes) => {
        // Set anew with its size (lru-cache keeps the size of a key set again to the same value).
        if (kept.peek(key) !== made) return;
        kept.delete(key);
        if (bytes.byteLength < maxBytes) kept.set(key, made, { size: Math.max(1, bytes.byteLength) });
      },
      () => {
        if (kept.peek(key) === made) kept.delete(key);
      },
    );
    return made;
  };
}

export function compressBest(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}

/** What compressed data holds, or null when it is not valid data of that encoding. */
export async function decompress(data: Uint8Array, encoding: Encoding): Promise<Buffer | null> {
  try {
    return await (encoding === 'br' ? unbrotli(data) : gunzipAsync(data));
  } catch {
    return null;
  }
}
