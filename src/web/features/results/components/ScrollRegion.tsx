import type { ReactNode } from 'react';
import classes from './ResultTables.module.css';

/**
 * A wide table's own sideways-scrolling region, named by its heading: on a phone the table scrolls
 * here, never the page, and a keyboard user can focus it to scroll.
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={classes.scroll} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
