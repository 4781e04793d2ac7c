import './app/mantineStyles';
// The theme's CSS variables, rendered at build time (scripts/vite/mantineVariables.ts).
import 'virtual:mantine-variables.css';
import './app/global.css';
import { startApp } from './start';

// Public pages work as plain HTML before this runs (links, GET forms, the menu's <details>): the
// app only takes them over, so nothing a visitor does before it starts needs holding.
void startApp();
