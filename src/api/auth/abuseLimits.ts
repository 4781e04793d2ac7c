import type { AbuseLimits } from '../context.ts';
import { RateLimiter } from './rateLimiter.ts';

const MINUTE = 60_000;

/**
 * Generous for people, tight for scripts: a club evening behind one router may log in many times
 * from one IP, but nobody needs eleven wrong passwords for one address in a quarter hour.
 */
export function createAbuseLimits(now: () => number = Date.now): AbuseLimits {
  const limiter = (max: number, minutes: number) => new RateLimiter({ max, windowMs: minutes * MINUTE }, now);
  return {
    login: { perIp: limiter(100, 15), perEmail: limiter(10, 15) },
    register: { perIp: limiter(30, 60), perEmail: limiter(5, 60) },
    reset: { perIp: limiter(30, 60), perEmail: limiter(5, 60) },
  };
}
