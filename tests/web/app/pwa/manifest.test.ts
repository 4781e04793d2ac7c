import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from '@shared/routes';
import { manifest } from '@web/app/pwa/manifest';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root.
const publicFile = (src: string) => join(process.cwd(), 'public', src);

/** Width and height from a PNG's header. */
function pngSize(file: string): string {
  const header = readFileSync(file).subarray(0, 24);
  expect(header.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${header.readUInt32BE(16)}x${header.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app by a stable id', () => {
    expect(manifest.id).toBe('/');
    expect(manifest.start_url).toBe('/');
  });

  it('shows a narrow and a wide screenshot in the install dialog: real PNGs of the declared size, small', () => {
    const shots = manifest.screenshots ?? [];
    expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of shots) {
      expect(shot.type).toBe('image/png');
      expect(shot.label).toBeTruthy();
      expect(pngSize(publicFile(shot.src))).toBe(shot.sizes);
      expect(statSync(publicFile(shot.src)).size).toBeLessThan(150 * 1024);
    }
    const [narrow] = shots.filter((s) => s.form_factor === 'narrow');
    const [width, height] = narrow.sizes.split('x').map(Number);
    expect(height).toBeGreaterThan(width);
  });

  it('offers shortcuts to the events and the results, in German, to pages that exist', () => {
    expect(manifest.shortcuts?.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'Events', url: '/event' },
      { name: 'Ergebnisse', url: '/results' },
    ]);
    for (const shortcut of manifest.shortcuts ?? []) {
      expect(matchRoute(shortcut.url)).toMatchObject({ locale: 'de' });
      for (const icon of shortcut.icons ?? []) expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
    }
  });
});
