import { Trans } from '@lingui/react/macro';
import classes from './Shell.module.css';

export const MAIN_ID = 'main';

/** First focusable element: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Focus without a hash navigation, which the router would record as a page change.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      <Trans>Zum Inhalt springen</Trans>
    </a>
  );
}
