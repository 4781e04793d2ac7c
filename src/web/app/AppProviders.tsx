import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { SessionProvider } from '../lib/session/SessionContext';
import type { SessionUser } from '../lib/session/session';
import { providerProps } from './theme';

export interface AppProvidersProps {
  /** A fixed signed-in user (tests); without it the app's session store is used. */
  user?: SessionUser;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

// Apollo and the notification container are not here: they come with the lazy ApiLayout route.
export function AppProviders({ user, env, children }: AppProvidersProps) {
  return (
    // The theme's CSS variables come with the app's style sheet (virtual:mantine-variables.css).
    <MantineProvider {...providerProps} withCssVariables={false} env={env}>
      <I18nProvider i18n={i18n}>
        <SessionProvider user={user}>{children}</SessionProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
