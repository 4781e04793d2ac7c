import { MAX_DEVICE_NAME_LENGTH } from '@shared/judgingDevices';

/**
 * Who this tablet is to the show office's device panel: a random id chosen once and kept, and a
 * short name (from the browser, or as a judge renamed it), both in local storage, for every
 * account on the device.
 */
const ID_KEY = 'taubenschau.device.id';
const NAME_KEY = 'taubenschau.device.name';

/** The tablet's id, made on first use (`[A-Za-z0-9-]`, 36 characters). */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(ID_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(ID_KEY, made);
    return made;
  } catch {
    // No storage: an id for this page's life (the panel then shows it once per start).
    fallbackId ??= crypto.randomUUID();
    return fallbackId;
  }
}
let fallbackId: string | undefined;

/** "iPad · Safari", "Android · Chrome", "Windows · Edge": what a judge recognises their tablet by. */
export function shortDeviceName(userAgent: string, touchPoints = 0): string {
  const system = /iPad/.test(userAgent)
    ? 'iPad'
    : /iPhone|iPod/.test(userAgent)
      ? 'iPhone'
      : /Android/.test(userAgent)
        ? 'Android'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Macintosh/.test(userAgent)
              ? touchPoints > 1
                ? 'iPad'
                : 'Mac'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : '';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser/.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox|FxiOS/.test(userAgent)
        ? 'Firefox'
        : /Chrome|CriOS|Chromium/.test(userAgent)
          ? 'Chrome'
          : /Safari/.test(userAgent)
            ? 'Safari'
            : '';
  return [system, browser].filter(Boolean).join(' · ') || 'Browser';
}

/** The name the judge gave this tablet, or null. */
export function givenDeviceName(): string | null {
  try {
    return localStorage.getItem(NAME_KEY);
  } catch {
    return null;
  }
}

/** The tablet's name as reported: the given one, else the browser's short name. */
export function deviceName(): string {
  return givenDeviceName() ?? shortDeviceName(navigator.userAgent, navigator.maxTouchPoints);
}

/** Renames the tablet (trimmed, at most the server's length); an empty name goes back to the browser's. */
export function renameDevice(name: string): void {
  const trimmed = name.trim().replace(/\s+/g, ' ').slice(0, MAX_DEVICE_NAME_LENGTH);
  try {
    if (trimmed) localStorage.setItem(NAME_KEY, trimmed);
    else localStorage.removeItem(NAME_KEY);
  } catch {
    // Not kept: the browser's name stays.
  }
}
