import classes from './text.module.css';

/** A ring number ("DV-01234-21-567", "BE 21-1234567") on one line: it never wraps inside. */
export function RingNumber({ children }: { children: string }) {
  return <span className={classes.ringNumber}>{children}</span>;
}
