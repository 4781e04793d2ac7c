import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import {
  mdiAccountGroupOutline,
  mdiCardAccountDetailsOutline,
  mdiFormatListNumbered,
  mdiTrophyOutline,
  mdiViewDashboardOutline,
} from '@mdi/js';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import { RESULT_VIEW_LABELS, type ResultView } from '../resultTexts';
import classes from './ResultViewNav.module.css';

type ResultPath = 'resultDetail' | 'resultList' | 'resultCards' | 'resultBreeders' | 'resultBestBreeder';

export const RESULT_VIEWS: readonly { view: ResultView; path: ResultPath; icon: string }[] = [
  { view: 'summary', path: 'resultDetail', icon: mdiViewDashboardOutline },
  { view: 'list', path: 'resultList', icon: mdiFormatListNumbered },
  { view: 'cards', path: 'resultCards', icon: mdiCardAccountDetailsOutline },
  { view: 'breeders', path: 'resultBreeders', icon: mdiAccountGroupOutline },
  { view: 'bestBreeder', path: 'resultBestBreeder', icon: mdiTrophyOutline },
];

/** Links between an event's result views; the current one is marked for screen readers too. */
export function ResultViewNav({ eventId, current }: { eventId: string; current: ResultView }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <nav aria-label={t`Ergebnisansichten`} data-print-hide>
      <ul className={classes.list}>
        {RESULT_VIEWS.map(({ view, path, icon }) => {
          const active = view === current;
          return (
            <li key={view}>
              <Button
                component={Link}
                to={paths[path].href(locale, { resultId: eventId })}
                variant={active ? 'filled' : 'default'}
                size="sm"
                className={classes.link}
                leftSection={<Icon path={icon} />}
                aria-current={active ? 'page' : undefined}
              >
                {i18n._(RESULT_VIEW_LABELS[view])}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
