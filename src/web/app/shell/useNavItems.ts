import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mdiCalendarMonth, mdiHomeOutline, mdiTrophyOutline, mdiViewDashboardOutline } from '@mdi/js';
import { type PathKey, paths } from '../../config/paths';
import { useLocale } from '../../lib/i18n/useLocale';
import { useSession } from '../../lib/session/SessionContext';

export interface NavItem {
  key: PathKey;
  label: MessageDescriptor;
  icon: string;
  href: string;
  /** Active only on the exact path (home would otherwise match everything). */
  end: boolean;
}

const ITEMS = [
  { key: 'home', label: msg`Start`, icon: mdiHomeOutline, end: true, loggedInOnly: false },
  { key: 'events', label: msg`Events`, icon: mdiCalendarMonth, end: false, loggedInOnly: false },
  { key: 'results', label: msg`Ergebnisse`, icon: mdiTrophyOutline, end: false, loggedInOnly: false },
  { key: 'dashboard', label: msg`Dashboard`, icon: mdiViewDashboardOutline, end: false, loggedInOnly: true },
] as const;

/** The header entries: home, events, results, and the dashboard when logged in. */
export function useNavItems(): NavItem[] {
  const locale = useLocale();
  const { loggedIn } = useSession();
  return ITEMS.filter((item) => loggedIn || !item.loggedInOnly).map(({ key, label, icon, end }) => ({
    key,
    label,
    icon,
    end,
    href: paths[key].href(locale),
  }));
}
