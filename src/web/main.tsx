import './app/mantineStyles';
// The theme's CSS variables, rendered at build time (scripts/vite/mantineVariables.ts).
import 'virtual:mantine-variables.css';
import './app/global.css';
import { early } from './early';

// The app starts in pieces, each evaluated in a task of its own: React, then the app (./start). In
// one task they would be one long task on a phone right after the first paint (decision 0014);
// between the pieces the browser can paint and take input. Meanwhile the page is readable, and its
// taps and typed text are held (./early). Every page's head names both pieces, so that they arrive
// with the entry (scripts/vite/startPieces.ts); only this module may import when asked.
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
