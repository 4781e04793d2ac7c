import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  mdiAccountCircle,
  mdiBird,
  mdiCalendarMonth,
  mdiClipboardCheckOutline,
  mdiClipboardListOutline,
  mdiHomeOutline,
  mdiTrophyOutline,
  mdiViewDashboardOutline,
} from '@mdi/js';
import { hasRank, type Role } from '@shared/roles';
import { APP_NAME } from '@web/config/association';
import { type PathKey, paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useSession } from '@web/lib/session/SessionContext';

export interface NavItem {
  key: PathKey;
  label: MessageDescriptor;
  /** Where a short label alone does not say where the link goes, the name screen readers announce. */
  accessibleName?: MessageDescriptor;
  icon: string;
  href: string;
  /** Active only on the exact path (home would otherwise match everything). */
  end: boolean;
}

// The visible "Startseite" says where the link goes (search engines flag a bare "Start"); the
// announced name adds whose start page it is and begins with the visible word.
const HOME_NAME = msg`Startseite ${APP_NAME}`;

const ITEMS: readonly (Omit<NavItem, 'href'> & { loggedInOnly: boolean; rank?: Role; menuOnly?: boolean })[] =
  [
    {
      key: 'home',
      label: msg`Startseite`,
      accessibleName: HOME_NAME,
      icon: mdiHomeOutline,
      end: true,
      loggedInOnly: false,
    },
    { key: 'events', label: msg`Events`, icon: mdiCalendarMonth, end: false, loggedInOnly: false },
    { key: 'results', label: msg`Ergebnisse`, icon: mdiTrophyOutline, end: false, loggedInOnly: false },
    {
      key: 'dashboard',
      label: msg`Dashboard`,
      icon: mdiViewDashboardOutline,
      end: false,
      loggedInOnly: true,
    },
    // A judge's way to the cages in one tap from anywhere.
    {
      key: 'judgeEvents',
      label: msg`Meine Events`,
      accessibleName: msg`Meine Events als Richter`,
      icon: mdiClipboardCheckOutline,
      end: false,
      loggedInOnly: true,
      rank: 'JUDGE',
    },
    // The office's way to every show and its next step: in the menu only, as a wide header has no
    // room for a sixth entry (German, 1280 px: 3 px to spare before it); there the dashboard leads on.
    {
      key: 'adminEvents',
      label: msg`Schauleitung`,
      accessibleName: msg`Schauleitung: alle Schauen`,
      icon: mdiClipboardListOutline,
      end: false,
      loggedInOnly: true,
      rank: 'ADMIN',
      menuOnly: true,
    },
  ];

/**
 * The header entries: home, events, results, and the dashboard when logged in (a judge's events
 * too); in the narrow screens' menu (`menu`) also the office's shows.
 */
export function useNavItems({ menu = false } = {}): NavItem[] {
  const locale = useLocale();
  const { loggedIn, user } = useSession();
  return ITEMS.filter(
    (item) =>
      (loggedIn || !item.loggedInOnly) &&
      (!item.rank || hasRank(user.role, item.rank)) &&
      (menu || !item.menuOnly),
  ).map(({ loggedInOnly: _, rank: __, menuOnly: ___, ...item }) => ({
    ...item,
    href: paths[item.key].href(locale),
  }));
}

// The account's own pages, in the phone's menu (a wide header leads to the profile by the name).
const ACCOUNT_ITEMS: readonly Omit<NavItem, 'href'>[] = [
  { key: 'myPigeons', label: msg`Meine Tauben`, icon: mdiBird, end: false },
  { key: 'profile', label: msg`Mein Profil`, icon: mdiAccountCircle, end: false },
];

/** The menu's account entries: my pigeons and my profile. */
export function useAccountItems(): NavItem[] {
  const locale = useLocale();
  return ACCOUNT_ITEMS.map((item) => ({ ...item, href: paths[item.key].href(locale) }));
}
