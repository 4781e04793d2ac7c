import { useLingui } from '@lingui/react/macro';
import { Icon } from '@web/lib/icons/Icon';
import { NavLink } from 'react-router';
import classes from './Shell.module.css';
import { type NavItem, useNavItems } from './useNavItems';

interface NavLinksProps {
  /** In the phone's menu: stacked. */
  vertical?: boolean;
  /** Other entries than the header's (the menu's account entries). */
  items?: NavItem[];
}

export function NavLinks({ vertical = false, items: given }: NavLinksProps) {
  const { i18n } = useLingui();
  const headerItems = useNavItems({ menu: vertical });
  const items = given ?? headerItems;
  return (
    <ul className={vertical ? classes.navListVertical : classes.navList}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.href}
            end={item.end}
            className={classes.navLink}
            aria-label={item.accessibleName ? i18n._(item.accessibleName) : undefined}
          >
            <Icon path={item.icon} />
            <span>{i18n._(item.label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
