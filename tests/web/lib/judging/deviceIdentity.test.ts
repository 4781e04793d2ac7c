import { deviceId, deviceName, renameDevice, shortDeviceName } from '@web/lib/judging/deviceIdentity';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => localStorage.clear());

describe("a tablet's name and id for the show office", () => {
  it('names a tablet by its system and browser', () => {
    expect(
      shortDeviceName(
        'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Android · Chrome');
    expect(
      shortDeviceName(
        'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
      ),
    ).toBe('Android · Samsung Internet');
    expect(
      shortDeviceName(
        'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPad · Safari');
    // An iPad asking for the desktop site calls itself a Mac; its touch screen gives it away.
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(shortDeviceName(mac, 5)).toBe('iPad · Safari');
    expect(shortDeviceName(mac, 0)).toBe('Mac · Safari');
    expect(
      shortDeviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      ),
    ).toBe('Windows · Edge');
    expect(shortDeviceName('curl/8')).toBe('Browser');
  });

  it('keeps one id for the device, and the name a judge gives it (trimmed, at most 40 characters)', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId()).toBe(id);
    renameDevice(`  Tablet 3,   Halle B ${'x'.repeat(60)}`);
    expect(deviceName()).toBe(`Tablet 3, Halle B ${'x'.repeat(22)}`);
    // An empty name gives the browser's back.
    renameDevice('   ');
    expect(deviceName()).toBe(shortDeviceName(navigator.userAgent, navigator.maxTouchPoints));
  });
});
