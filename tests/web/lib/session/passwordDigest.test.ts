import { createHash, randomBytes } from 'node:crypto';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { afterEach, describe, expect, it, vi } from 'vitest';

// What the server compares: the SHA-256 hex of the password's UTF-8 bytes, the same on an https
// origin (crypto.subtle) and on the hall's plain-HTTP LAN (no crypto.subtle).

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const passwords = [
  '',
  'taubenschau',
  'Brieftäube-Größe-€-🕊️',
  // Around the block edges of SHA-256 (55, 56 and 64 bytes).
  ...[54, 55, 56, 63, 64, 65, 119, 120].map((length) =>
    randomBytes(length).toString('base64').slice(0, length),
  ),
];

afterEach(() => vi.unstubAllGlobals());

describe('the password digest', () => {
  it('is the SHA-256 hex of the password on a secure origin', async () => {
    for (const password of passwords) expect(await passwordDigest(password)).toBe(node(password));
  });

  it('is the same without crypto.subtle, as on a plain-HTTP origin', async () => {
    vi.stubGlobal('crypto', {});
    expect(globalThis.crypto.subtle).toBeUndefined();
    for (const password of passwords) expect(await passwordDigest(password)).toBe(node(password));
  });
});
