import { act, render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '@web/app/errors/AppErrorBoundary';
import { ERROR_REDIRECT_DELAY_MS } from '@web/app/errors/ErrorPage';
import { forgetReloadOnceStarted, listenForMissingCode } from '@web/app/errors/missingCode';
import { reloadAt } from '@web/app/errors/reloadAt';
import { routes } from '@web/app/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@web/app/errors/reloadAt', () => ({ reloadAt: vi.fn() }));

const GERMAN = [
  'Es ist ein Fehler aufgetreten. Bitte versuchen sie die Seite neu zu laden',
  'Sollte das Problem weiterhin bestehen, wenden sie sich bitte an den Verantwortlichen',
];
const ENGLISH = [
  'An error has occurred. Please try reloading the page',
  'If the problem persists, please contact the person responsible',
];

function Broken(): never {
  throw new Error('boom');
}

function Fine() {
  return <p>fine</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(reloadAt).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('error page', () => {
  it('shows both sentences in German and English', () => {
    window.history.replaceState(null, '', '/event');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    for (const sentence of [...GERMAN, ...ENGLISH]) expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('sends the user to the German home page once it has loaded', () => {
    window.history.replaceState(null, '', '/event');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(reloadAt).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_DELAY_MS));
    expect(reloadAt).toHaveBeenCalledWith('/');
  });

  it('sends the user to the English home page from an English page', () => {
    window.history.replaceState(null, '', '/en/event');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_DELAY_MS));
    expect(reloadAt).toHaveBeenCalledWith('/en/');
  });

  it('does not reload the home page itself, which would loop on the same error', () => {
    window.history.replaceState(null, '', '/');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_DELAY_MS * 2));
    expect(reloadAt).not.toHaveBeenCalled();
    expect(screen.getByText(GERMAN[0])).toBeInTheDocument();
  });

  it('renders nothing for search-engine and preview bots', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    window.history.replaceState(null, '', '/event');
    const { container } = render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(ERROR_REDIRECT_DELAY_MS * 2));
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('is the router error element for a failing page', async () => {
    vi.useRealTimers();
    // The app's root route (its error element) around a page that throws.
    const [root] = routes;
    const router = createMemoryRouter(
      [{ errorElement: root.errorElement, children: [{ path: '/broken', element: <Broken /> }] }],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(GERMAN[1])).toBeInTheDocument();
    expect(screen.getByText(ENGLISH[1])).toBeInTheDocument();
  });
});

describe('a page whose code cannot be loaded', () => {
  listenForMissingCode();
  /** A route whose code is gone: the import fails as Vite's preload helper reports it. */
  const missing = () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
    );
    throw error;
  };
  /** The app started at `path`, as src/web/start.tsx starts it: the guard forgotten once it loaded. */
  const startAt = (path: string) => {
    window.history.replaceState(null, '', `${path}#teil`);
    const [root] = routes;
    const router = createMemoryRouter(
      [
        {
          errorElement: root.errorElement,
          children: [
            { path: '/impressum', lazy: async () => missing() },
            { path: '/broken', element: <Broken /> },
            { path: '/fine', lazy: async () => ({ Component: Fine }) },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    forgetReloadOnceStarted(router);
    return render(<RouterProvider router={router} />);
  };

  beforeEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('is loaded anew at its address, with nothing shown meanwhile', async () => {
    const { container } = startAt('/impressum');
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/impressum#teil'));
    expect(reloadAt).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the error page when its code is missing again after that load, instead of loading again', async () => {
    const first = startAt('/impressum');
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledTimes(1));
    first.unmount();
    // The page loaded anew starts with the same code missing (an app shell offline, say).
    startAt('/impressum');
    expect(await screen.findByText(GERMAN[0])).toBeInTheDocument();
    expect(reloadAt).toHaveBeenCalledTimes(1);
  });

  it('loads anew again once a page has started without an error in between', async () => {
    const first = startAt('/impressum');
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledTimes(1));
    first.unmount();
    const started = startAt('/fine');
    expect(await screen.findByText('fine')).toBeInTheDocument();
    started.unmount();
    startAt('/impressum');
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledTimes(2));
  });

  it('shows the error page where the browser keeps no storage for the tab', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    startAt('/impressum');
    expect(await screen.findByText(GERMAN[0])).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('leaves any other error to the error page', async () => {
    startAt('/broken');
    expect(await screen.findByText(GERMAN[0])).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-InspectionTool/1.0) preview',
  ])('recognises %s', async (userAgent) => {
    const { isBot } = await import('@web/app/errors/isBot');
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    'Mozilla/5.0 (Linux; Android 12; CUBOT X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  ])('lets people through: %s', async (userAgent) => {
    const { isBot } = await import('@web/app/errors/isBot');
    expect(isBot(userAgent)).toBe(false);
  });
});
