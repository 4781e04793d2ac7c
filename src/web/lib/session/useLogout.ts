import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@web/config/paths';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../feedback/notify';
import { fetchGraphQL } from '../graphql/fetchGraphQL';
import { useLocale } from '../i18n/useLocale';
import { LOGOUT_CLIENT } from './graphql/LogoutClient';
import { useSession } from './SessionContext';
import { endSession } from './sessionStore';

/** How long a logout waits for the server before it ends the session on this device anyway. */
const SERVER_LOGOUT_MS = 5_000;

/**
 * Logs out, goes home and confirms it with a notification. The server first ends the session (its
 * token is refused from now on); without network the token is forgotten on this device only and
 * stays valid until it expires (12 hours). With `everywhere` the server ends every session of the
 * account; should it not answer, nothing ends and the refusal is returned: someone who fears a
 * stolen device must not be told the other devices are logged out when they are not. With
 * `accountDeleted` the server is not asked (the deletion ended every session of the account) and
 * the notification says that the account is gone.
 * The session ends here only once home has replaced the calling (guarded) page, i.e. when that
 * page unmounts: ending it earlier would let the page's guard, still on screen while the router's
 * transition is pending, send the user to the login page instead.
 */
export function useLogout(): (options?: {
  everywhere?: boolean;
  accountDeleted?: boolean;
}) => Promise<MessageDescriptor | null> {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const locale = useLocale();
  const { store } = useSession();
  const pending = useRef(false);
  const finish = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    endSession(store);
  }, [store]);
  useEffect(() => finish, [finish]);
  return useCallback(
    async ({ everywhere = false, accountDeleted = false } = {}) => {
      // Asked after a deletion, the server would refuse the token, and the session would end here
      // before home replaced the page (see above).
      const ended =
        accountDeleted ||
        (await fetchGraphQL(LOGOUT_CLIENT, { everywhere }, AbortSignal.timeout(SERVER_LOGOUT_MS)).then(
          () => true,
          () => false,
        ));
      if (everywhere && !ended)
        return msg`Der Server hat das Ausloggen auf allen Geräten nicht bestätigt. Sie bleiben eingeloggt; versuchen Sie es erneut, sobald das Netz da ist.`;
      pending.current = true;
      try {
        await navigate(paths.home.href(locale));
      } catch (error) {
        finish();
        throw error;
      }
      const done = accountDeleted
        ? msg`Ihr Konto ist gelöscht, und Sie sind auf allen Geräten ausgeloggt.`
        : everywhere
          ? msg`Sie wurden auf allen Geräten ausgeloggt.`
          : msg`Sie wurden ausgeloggt.`;
      notify(i18n, 'success', i18n._(done));
      // Should the page not unmount (it is home itself), end the session all the same.
      setTimeout(finish, 1000);
      return null;
    },
    [navigate, locale, finish, i18n],
  );
}
