import './app/mantineStyles';
// The theme's CSS variables, rendered at build time (scripts/vite/mantineVariables.ts).
import 'virtual:mantine-variables.css';
import './app/global.css';
import { early } from './early';

// The app starts in pieces, each run in a task of its own: React's code, then the app's (./start).
// Evaluated at once, the ~30 modules blocked a phone's main thread for ~150 ms (CPU 4× slower)
// right after the first paint; in pieces the browser can paint and take input between them.
// Meanwhile the page is readable and its taps and typed text are held (./early). The server names
// both pieces in the page's head, so they arrive with the entry (src/api/http/serverRendering.ts).
let paintedAnew = false;
try {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./start');
  paintedAnew = await startApp();
} finally {
  // React listens now; if starting failed, the browser handles the held taps as it can (and what
  // was typed stays in its field).
  if (paintedAnew) early.drop();
  else early.handOver();
}
