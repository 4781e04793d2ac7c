import { qrPath } from '@web/lib/qr/QrCode';
import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';

/** The modules a path of `M x y h w v1 h -w z` rectangles paints. */
function painted(path: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let dx = 0; dx < Number(width); dx++) {
      expect(modules[Number(y)][Number(x) + dx], 'a module painted twice').toBe(false);
      modules[Number(y)][Number(x) + dx] = true;
    }
  return modules;
}

describe('a QR code drawn as one SVG path', () => {
  it('paints exactly the dark modules of the code, a rectangle per run', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true }), (url) => {
        const code = encode(url, { border: 2 });
        const path = qrPath(code.data);
        // Every command is one whole rectangle: nothing else is in the path.
        expect(path.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
        expect(painted(path, code.size)).toEqual(code.data);
      }),
      { numRuns: 50 },
    );
  });
});
