import type { AbuseLimits } from '../context.ts';
import { RateLimiter } from './rateLimiter.ts';

const MINUTE = 60_000;

/**
 * Generous for people, tight for scripts, and never a weapon: every limit is per client address,
 * or per e-mail address *from* one client address, so nobody elsewhere can use up someone's
 * attempts. A club evening behind one router may log in many times from one address; nobody needs
 * eleven wrong passwords for one account in a quarter hour.
 */
export function createAbuseLimits(now: () => number = Date.now): AbuseLimits {
  const limiter = (max: number, minutes: number) => new RateLimiter({ max, windowMs: minutes * MINUTE }, now);
  return {
    /** Failed logins. */
    login: { perIp: limiter(100, 15), perAddressAndIp: limiter(10, 15) },
    /** Registrations (each sends a mail). */
    register: { perIp: limiter(30, 60), perAddressAndIp: limiter(5, 60) },
    /** Reset requests (each sends a mail). */
    resetRequest: { perIp: limiter(30, 60), perAddressAndIp: limiter(5, 60) },
    /** Reset tokens that did not fit. */
    resetToken: { perIp: limiter(30, 60), perAddressAndIp: limiter(10, 60) },
    /**
     * Changes of the own e-mail address and links sent again (each mails the new address, a change
     * also the old one), counted under the account's current address.
     */
    emailChange: { perIp: limiter(30, 60), perAddressAndIp: limiter(5, 60) },
  };
}
