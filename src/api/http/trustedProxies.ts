import { BlockList, isIP } from 'node:net';

/**
 * The reverse proxies whose word about the client (X-Forwarded-For) is believed: TRUST_PROXY, a
 * list of addresses and ranges. Everyone else may write anything into that header, so it counts
 * only as far as proxies named here vouch for it.
 */
export interface TrustedProxies {
  /** As configured, in its canonical spelling (`loopback,10.0.0.0/8`; `none`). */
  readonly text: string;
  /** Whether the address is one of them; an IPv4-mapped IPv6 address is its IPv4 address. */
  trusts(address: string): boolean;
}

/** The proxy of the deployment in deploy/ (Caddy on the same machine): 127.0.0.0/8 and ::1. */
export const DEFAULT_TRUST_PROXY = 'loopback';

/**
 * Reads TRUST_PROXY: entries separated by commas, each `loopback` (127.0.0.0/8 and ::1), an IP
 * address, or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`); or `none` (also `0`, its old
 * spelling) for no proxy at all, when the header is never believed. The old hop counts (`1`–`9`)
 * are refused rather than guessed at: a count said how many entries to believe, not from whom, so
 * any client could write one; and read as "loopback" it would quietly make every client one
 * address behind a proxy elsewhere. Throws an Error whose message says what is wrong.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 1 && (entries[0] === 'none' || entries[0] === '0')) return NONE;
  const list = new BlockList();
  const canonical: string[] = [];
  for (const entry of entries) {
    if (/^[1-9]$/.test(entry))
      throw new Error(
        `names the proxies to trust now, not how many there are: write loopback for a proxy on this machine, or its addresses (got "${entry}")`,
      );
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      canonical.push(entry);
      continue;
    }
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? null : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
    const most = family === 6 ? 128 : 32;
    if (family === 0 || rest.length > 0 || (prefix !== null && !(prefix <= most)))
      throw new Error(
        `must list loopback, IP addresses or ranges such as 10.0.0.0/8, separated by commas, or be none (got "${entry}")`,
      );
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
    canonical.push(entry);
  }
  if (canonical.length === 0) return NONE;
  return {
    text: canonical.join(','),
    trusts: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

const NONE: TrustedProxies = { text: 'none', trusts: () => false };

/**
 * The client's address. It is the socket's, unless the socket is a trusted proxy: then
 * X-Forwarded-For is walked from the right, each entry being the address the proxy before it saw,
 * past every entry that is a trusted proxy too; the first one that is not is the client. Entries
 * further left are that client's own word and never read. An entry that is no IP address (a
 * proxy's `unknown`, a port appended) ends the walk at the address that passed it on. When every
 * entry is a trusted proxy, the leftmost is the client (it is one of ours).
 */
export function clientBehindProxies(
  socketAddress: string | null,
  forwardedFor: string | readonly string[] | undefined,
  proxies: TrustedProxies,
): string | null {
  if (socketAddress === null || !proxies.trusts(socketAddress)) return socketAddress;
  const hops = (typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client = socketAddress;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]) === 0) return client;
    client = hops[i];
    if (!proxies.trusts(client)) return client;
  }
  return client;
}
