import { Fragment } from 'react';
import classes from './text.module.css';

/**
 * An e-mail address that fits its box: on a narrow screen it may wrap before the "@" and before
 * each dot (where a reader expects a break), and anywhere else only when a part is still too long.
 * No hyphen is ever added, since one would look like part of the address.
 */
export function EmailAddress({ children }: { children: string }) {
  const parts = children.split(/(?=[@.])/);
  return (
    <span className={classes.emailAddress}>
      {parts.map((part, index) => (
        // The parts of one address never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
