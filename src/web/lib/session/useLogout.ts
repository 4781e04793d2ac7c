import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@web/config/paths';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../feedback/notify';
import { useLocale } from '../i18n/useLocale';
import { useSession } from './SessionContext';
import { endSession } from './sessionStore';

/**
 * Logs out, goes home and confirms it with a notification. The session ends only once home has replaced the calling (guarded)
 * page, i.e. when that page unmounts: ending it earlier would let the page's guard, still on
 * screen while the router's transition is pending, send the user to the login page instead.
 */
export function useLogout(): () => Promise<void> {
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
  return useCallback(async () => {
    pending.current = true;
    try {
      await navigate(paths.home.href(locale));
    } catch (error) {
      finish();
      throw error;
    }
    notify(i18n, 'success', i18n._(msg`Sie wurden abgemeldet.`));
    // Should the page not unmount (it is home itself), end the session all the same.
    setTimeout(finish, 1000);
  }, [navigate, locale, finish, i18n]);
}
