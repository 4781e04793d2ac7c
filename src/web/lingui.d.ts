// Catalogs are imported as .po files; @lingui/vite-plugin compiles them on the fly.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
