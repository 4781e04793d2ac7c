import { clientBehindProxies, parseTrustedProxies } from '@api/http/trustedProxies.ts';
import { describe, expect, it } from 'vitest';

const loopback = parseTrustedProxies('loopback');
const behindTwo = parseTrustedProxies('loopback, 10.0.0.0/8, 2001:db8:a::/48');

describe('TRUST_PROXY', () => {
  it('names loopback, single addresses and ranges of either family', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '::ffff:127.0.0.1'])
      expect(loopback.trusts(address), address).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.1', '::2', '2001:db8::1', 'localhost', ''])
      expect(loopback.trusts(address), address).toBe(false);
    const listed = parseTrustedProxies('192.0.2.7,10.0.0.0/8, FD00::/8 ,2001:db8::1');
    expect(listed.text).toBe('192.0.2.7,10.0.0.0/8,fd00::/8,2001:db8::1');
    for (const address of ['192.0.2.7', '10.200.3.4', '::ffff:10.1.1.1', 'fd12:3456::9', '2001:db8::1'])
      expect(listed.trusts(address), address).toBe(true);
    for (const address of ['192.0.2.8', '11.0.0.1', '127.0.0.1', '::1', '2001:db8::2'])
      expect(listed.trusts(address), address).toBe(false);
  });

  it('trusts nobody with none, or 0 as it was written before', () => {
    for (const value of ['none', 'NONE', '0', ' 0 ']) {
      const nobody = parseTrustedProxies(value);
      expect(nobody.text).toBe('none');
      expect(nobody.trusts('127.0.0.1')).toBe(false);
    }
  });

  it('refuses the old hop counts, saying what to write instead', () => {
    expect(() => parseTrustedProxies('1')).toThrow(/not how many there are: write loopback/);
    expect(() => parseTrustedProxies('loopback,2')).toThrow(/not how many/);
  });

  it.each([
    'everyone',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/x',
    '10.0.0.0/8/8',
    '300.1.1.1',
    '10.0.0',
    'none,10.0.0.1',
    'caddy.example.org',
  ])('refuses %j', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/must list loopback, IP addresses or ranges/);
  });
});

describe('the client behind trusted proxies', () => {
  it('is the socket’s address when the socket is no trusted proxy, whatever the header says', () => {
    expect(clientBehindProxies('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
    expect(clientBehindProxies('203.0.113.9', '127.0.0.1', loopback)).toBe('203.0.113.9');
    expect(clientBehindProxies('2001:db8::9', '198.51.100.1', behindTwo)).toBe('2001:db8::9');
  });

  it('is the proxy’s own address when it sends no header', () => {
    expect(clientBehindProxies('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientBehindProxies('127.0.0.1', '', loopback)).toBe('127.0.0.1');
  });

  it('is the entry the trusted proxy appended; what the client wrote before it is never read', () => {
    expect(clientBehindProxies('127.0.0.1', '198.51.100.2', loopback)).toBe('198.51.100.2');
    expect(clientBehindProxies('127.0.0.1', '9.9.9.9, 198.51.100.2', loopback)).toBe('198.51.100.2');
    // A client that writes a trusted address still ends up as itself: the proxy appended it.
    expect(clientBehindProxies('::1', '127.0.0.1, 2001:db8:1:2::3', loopback)).toBe('2001:db8:1:2::3');
    expect(clientBehindProxies('::ffff:127.0.0.1', ['9.9.9.9', '198.51.100.2'], loopback)).toBe(
      '198.51.100.2',
    );
  });

  it('walks past every trusted proxy in a chain, from the right', () => {
    // The client, then the edge proxy at 10.1.1.1, then the local one the socket comes from.
    expect(clientBehindProxies('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.1.1', behindTwo)).toBe(
      '198.51.100.7',
    );
    expect(clientBehindProxies('10.0.0.3', '2001:db8:b::1, 2001:db8:a:1::1', behindTwo)).toBe(
      '2001:db8:b::1',
    );
    // Every entry one of ours: the leftmost is the client.
    expect(clientBehindProxies('127.0.0.1', '10.0.0.9, 10.0.0.8', behindTwo)).toBe('10.0.0.9');
  });

  it('stops at an entry that is no address, at the address that passed it on', () => {
    expect(clientBehindProxies('127.0.0.1', 'unknown', loopback)).toBe('127.0.0.1');
    expect(clientBehindProxies('127.0.0.1', '198.51.100.2, 10.0.0.9:443, 10.1.1.1', behindTwo)).toBe(
      '10.1.1.1',
    );
  });

  it('believes nothing with none', () => {
    expect(clientBehindProxies('127.0.0.1', '198.51.100.2', parseTrustedProxies('none'))).toBe('127.0.0.1');
  });
});
