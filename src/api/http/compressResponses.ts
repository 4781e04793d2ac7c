import type { Plugin } from 'graphql-yoga';
import { compressFast, pickEncoding } from './encoding.ts';

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/i;

/**
 * Compresses GraphQL JSON answers above `threshold` bytes with br or gzip. Streams (SSE, multipart)
 * are left alone: compressing them would buffer events that must reach the client at once.
 */
export function responseCompressionPlugin(threshold = 1024): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!JSON_TYPE.test(type) || !response.body || response.headers.has('content-encoding')) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.append('vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers.get('accept-encoding'));
      const body = new Uint8Array(await response.arrayBuffer());
      let out = body;
      if (encoding && body.byteLength > threshold) {
        out = new Uint8Array(await compressFast(body, encoding));
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(out.byteLength));
      setResponse(
        new fetchAPI.Response(out, { status: response.status, statusText: response.statusText, headers }),
      );
    },
  };
}
