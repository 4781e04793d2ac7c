import { MAX_DEVICE_REPORT_EVENTS } from '@shared/judgingDevices';
import type { JudgingDeviceReport } from '@web/gql/graphql';
import { deviceId, deviceName } from '../judging/deviceIdentity';
import { preparedAt, preparedEvents, seenEvents } from '../judging/offlinePrepared';
import type { JudgingDb } from './judgingDb';

declare const __APP_VERSION__: string | undefined;
/** The build the tablet runs (package version and commit, set at build time). */
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Shows opened or prepared longer ago than this are no longer reported (unless ratings wait). */
const RECENT_MS = 3 * 24 * 60 * 60_000;

interface Battery {
  level: number;
  charging: boolean;
}

/** Whether the app's files are stored for opening without network (a service worker runs). */
async function appStored(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(registration?.active);
}

/**
 * What this tablet tells the show office's device panel about itself and the judge's shows on
 * it: per show the ratings not yet taken by the server, leaving out `sending` (the op ids of the
 * batch the report goes with: the server adds those it refuses), their oldest time, and whether
 * the show is ready for judging offline. Shows: those with ratings on the device (waiting, refused
 * or at the office), and those prepared for offline or opened here in the last three days (a show
 * of last month is not reported every minute); those holding ratings first. Null when it cannot be made (it never keeps
 * a batch from going).
 */
export async function deviceReport(
  db: JudgingDb,
  ownerId: number,
  sending: ReadonlySet<string> = new Set(),
): Promise<JudgingDeviceReport | null> {
  try {
    const [entries, stored, persisted, battery] = await Promise.all([
      db.outbox.where('ownerId').equals(ownerId).toArray(),
      appStored().catch(() => false),
      navigator.storage?.persisted?.().catch(() => null) ?? null,
      (navigator as Navigator & { getBattery?: () => Promise<Battery> }).getBattery?.().catch(() => null) ??
        null,
    ]);
    const shows = new Map<string, { pendingCount: number; oldest: string | null }>();
    const show = (eventId: string) => {
      const found = shows.get(eventId) ?? { pendingCount: 0, oldest: null };
      shows.set(eventId, found);
      return found;
    };
    for (const entry of entries) {
      const of = show(entry.eventId);
      // Late ones are at the office: taken. Refused ones stay here until the judge decides.
      if (entry.status === 'late' || sending.has(entry.opId)) continue;
      of.pendingCount += 1;
      if (of.oldest === null || entry.clientTime < of.oldest) of.oldest = entry.clientTime;
    }
    const since = Date.now() - RECENT_MS;
    for (const eventId of [...preparedEvents(ownerId, since), ...seenEvents(ownerId, since)]) show(eventId);
    const events = [...shows]
      .sort(([, a], [, b]) => b.pendingCount - a.pendingCount)
      .slice(0, MAX_DEVICE_REPORT_EVENTS)
      .map(([eventId, { pendingCount, oldest }]) => ({
        eventId,
        pendingCount,
        oldestPendingAt: oldest,
        readyForOffline: stored && preparedAt(ownerId, eventId) !== null,
      }));
    return {
      deviceId: deviceId(),
      name: deviceName(),
      appVersion: APP_VERSION,
      storagePersisted: persisted,
      batteryLevel: battery ? Math.min(1, Math.max(0, battery.level)) : null,
      charging: battery ? battery.charging : null,
      events,
    };
  } catch (error) {
    console.error('outbox: cannot describe this device', error);
    return null;
  }
}
