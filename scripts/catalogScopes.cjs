// The Lingui catalogs and which source files' texts go into which, for lingui.config.ts,
// scripts/checkTranslations.mjs, the import rule in .dependency-cruiser.cjs and the route test
// (tests/web/app/catalogScopes.test.ts).
//
// Which page goes into which catalog is said in the page table (src/shared/pages.ts, `catalog`),
// read here through jiti (Node 20 cannot load TypeScript itself).
//
// Visitors' pages load only `messages` (every text they can be shown: shell, home, events, results,
// accounts' forms). The pages of logged-in work (dashboard, profile, breeder, judge and admin pages)
// also need `work`, loaded with the Apollo layout route they all sit below (src/web/app/ApiLayout.tsx),
// and so does the event page's logged-in part, which the event page loads with it; so a visitor
// never downloads the ~40 % of texts only those pages show. Three rules keep that true: a file
// outside WORK_SOURCES never imports one inside, only WORK_LOADERS load one lazily, and every page
// in WORK_SOURCES sits below the Apollo layout.
const micromatch = require('micromatch');
const { createJiti } = require('jiti');

/** @type {Record<string, { module: string; layout: 'plain' | 'live'; catalog: 'messages' | 'work' }>} */
const PAGES = createJiti(__filename)('../src/shared/pages.ts').PAGES;
const pageFile = (page) => `src/web/app/pages/${page.module}.tsx`;
const pageFiles = (test) => [...new Set(Object.values(PAGES).filter(test).map(pageFile))];

/** The catalogs of each language (locales/<locale>/<name>.po): every page's texts, and work's. */
const CATALOGS = ['messages', 'work'];

/** The files whose texts are in `work`: features and pages shown only below the Apollo layout. */
const WORK_SOURCES = [
  ...pageFiles((page) => page.catalog === 'work'),
  'src/web/features/admin/**',
  'src/web/features/dashboard/**',
  'src/web/features/eventAdmin/**',
  'src/web/features/showOffice/**',
  'src/web/features/import/**',
  'src/web/features/judging/**',
  'src/web/features/pigeons/**',
  // A breeder's objections to provisional results, on the event page's logged-in part.
  'src/web/features/objections/**',
  // The profile page's own parts (the rest of features/profile serves public pages too).
  'src/web/features/profile/components/AccountDeletion.tsx',
  'src/web/features/profile/components/MemberDataDownload.tsx',
  // The frame of the admin's event pages.
  'src/web/app/pages/EventAdminFrame.tsx',
  // A logged-in user's event page, loaded by the public event page with this catalog.
  'src/web/app/pages/EventDetailLive.tsx',
];

/**
 * The files that load a part of WORK_SOURCES when it is needed (a dynamic import) together with
 * the `work` catalog: the route table (the Apollo layout) and the public event page (its logged-in
 * part). No other file may load one, not even lazily.
 */
const WORK_LOADERS = ['src/web/app/routes.tsx', 'src/web/app/pages/EventDetailPage.tsx'];

/** One regular expression for a list of globs (for dependency-cruiser's paths). */
const pattern = (globs) => globs.map((glob) => micromatch.makeRe(glob).source).join('|');

/** Whether a path (relative to the repository, with `/`) is in WORK_SOURCES. */
const isWorkSource = (path) => micromatch.isMatch(path, WORK_SOURCES);

module.exports = { CATALOGS, WORK_SOURCES, WORK_LOADERS, pattern, isWorkSource };
