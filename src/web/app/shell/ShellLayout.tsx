import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Shell.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The frame of every page in both locales: skip link, header, the page, footer. */
export function ShellLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
