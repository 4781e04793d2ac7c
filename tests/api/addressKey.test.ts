import { addressKey } from '@api/http/addressKey.ts';
import { describe, expect, it } from 'vitest';

describe('one client, for limits per address', () => {
  it('is an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64, however it is written: a machine cannot walk its network', () => {
    const one = addressKey('2001:db8:85a3:42:1::7');
    expect(one).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(one);
    expect(addressKey('2001:db8:85a3:43::1')).not.toBe(one);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
