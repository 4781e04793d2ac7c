/**
 * What a judge's tablet tells the server about itself (reportJudgingDevice, or a report sent with
 * a batch of ops), shared by the server, which checks and keeps it, and the tablet and the show
 * office's device panel, which send and show it. See docs/domain.md (judging, device reports).
 */

/** A tablet's id: random, chosen by the tablet once and kept; 8 to 64 letters, digits, _ and -. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isValidDeviceId(value: string): boolean {
  return DEVICE_ID.test(value);
}

/** The tablet's name (from its browser, or as the judge renamed it), after trimming. */
export const MAX_DEVICE_NAME_LENGTH = 40;
/** The app version the tablet runs. */
export const MAX_APP_VERSION_LENGTH = 40;
/** Shows one report speaks of: a tablet holds the ratings of a few shows at most. */
export const MAX_DEVICE_REPORT_EVENTS = 50;
/** Ratings of one show a report may say wait on the tablet. */
export const MAX_DEVICE_PENDING_COUNT = 100_000;

/**
 * Tablets kept per judge and show: a report from one more replaces the one heard from least
 * recently, so a judge whose browser keeps making new ids never fills the panel.
 */
export const MAX_DEVICES_PER_JUDGE = 10;

/** A tablet that holds ratings and has not reported for longer than this has fallen silent. */
export const DEVICE_STALE_AFTER_MS = 5 * 60_000;

/**
 * True when the tablet holds ratings the server has not taken and has not reported for more than
 * DEVICE_STALE_AFTER_MS by `now` (the server's clock, as `lastSeenAt` is): the show office should
 * go and look. A tablet with an empty queue is never stale, however long it is silent.
 */
export function isDeviceStale(
  device: { pendingCount: number; lastSeenAt: Date | string },
  now: Date | number,
): boolean {
  const silentMs = new Date(now).getTime() - new Date(device.lastSeenAt).getTime();
  return device.pendingCount > 0 && silentMs > DEVICE_STALE_AFTER_MS;
}
