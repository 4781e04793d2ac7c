// Setup of the `web` Vitest project (jsdom): jest-dom matchers and what Mantine needs that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { LOCALES } from '@shared/locales';
import { cleanup } from '@testing-library/react';
import { loadWorkCatalog } from '@web/lib/i18n/i18n';
import { afterEach, beforeAll, vi } from 'vitest';

// Every page's texts, as below the Apollo layout: tests render work pages without that route.
beforeAll(async () => {
  for (const locale of LOCALES) await loadWorkCatalog(locale);
});

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookies the web app writes.
  document.cookie = 'locale=; Max-Age=0; Path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = 'token=; Max-Age=0; Path=/';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
