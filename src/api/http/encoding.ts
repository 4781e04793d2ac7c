import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

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
