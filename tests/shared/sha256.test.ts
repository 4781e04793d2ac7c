import { createHash, randomBytes } from 'node:crypto';
import { sha256, toHex } from '@shared/sha256.ts';
import { describe, expect, it } from 'vitest';

const node = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(toHex(sha256(new TextEncoder().encode('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(toHex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with Node for every length around the block edges and for non-ASCII passwords', () => {
    for (let length = 0; length < 200; length++) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(toHex(sha256(bytes)), `length ${length}`).toBe(node(bytes));
    }
    const umlauts = new TextEncoder().encode('Brieftäube-Größe-€-🕊️');
    expect(toHex(sha256(umlauts))).toBe(node(umlauts));
  });
});
