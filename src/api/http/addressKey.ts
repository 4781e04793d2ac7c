import { isIPv6 } from 'node:net';

/**
 * What one client is, for limits per address: an IPv4 address as it is (an IPv4-mapped IPv6
 * address, `::ffff:1.2.3.4`, counts as that IPv4 address), an IPv6 address by its /64, the network
 * one household or device is given (else a single machine could walk through 2^64 addresses).
 */
export function addressKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
