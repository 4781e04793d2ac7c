import { APP_NAME } from '@web/config/association';
import { useEffect } from 'react';

/** Sets `document.title` to "<page> · Taubenschau" (just the app name when no page title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
