import type { AbuseLimits } from '../context.ts';
import type { Database } from '../db/connection.ts';
import { RateLimiter } from './rateLimiter.ts';

const MINUTE = 60_000;

/**
 * Generous for people, tight for scripts, and never a weapon: every limit is per client address,
 * or per e-mail address *from* one client address, so nobody elsewhere can use up someone's
 * attempts. A club evening behind one router may log in many times from one address; nobody needs
 * eleven wrong passwords for one account in a quarter hour.
 */
export function createAbuseLimits(db: Database, now: () => number = Date.now): AbuseLimits {
  const limits = (action: string, perIp: number, perAddressAndIp: number, minutes: number) => ({
    perIp: new RateLimiter(db, `${action}.ip`, { max: perIp, windowMs: minutes * MINUTE }, now),
    perAddressAndIp: new RateLimiter(
      db,
      `${action}.address`,
      { max: perAddressAndIp, windowMs: minutes * MINUTE },
      now,
    ),
  });
  return {
    /** Failed logins. */
    login: limits('login', 100, 10, 15),
    /** Registrations (each sends a mail). */
    register: limits('register', 30, 5, 60),
    /** Verification mails sent again (each may send a mail), counted whether or not one went out. */
    verificationResend: limits('verificationResend', 30, 5, 60),
    /** Reset requests (each sends a mail). */
    resetRequest: limits('resetRequest', 30, 5, 60),
    /** Reset tokens that did not fit. */
    resetToken: limits('resetToken', 30, 10, 60),
    /**
     * Changes of the own e-mail address and links sent again (each mails the new address, a change
     * also the old one), counted under the account's current address.
     */
    emailChange: limits('emailChange', 30, 5, 60),
  };
}
