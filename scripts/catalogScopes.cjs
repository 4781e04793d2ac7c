// The Lingui catalogs and which source files' texts go into which, for lingui.config.ts,
// scripts/checkTranslations.mjs, the import rule in .dependency-cruiser.cjs and the route test
// (tests/web/app/catalogScopes.test.ts).
//
// Visitors' pages load only `messages` (every text they can be shown: shell, home, events, results,
// accounts' forms). The pages of logged-in work (dashboard, profile, breeder, judge and admin pages)
// also need `work`, loaded with the Apollo layout route they all sit below (src/web/app/ApiLayout.tsx),
// so a visitor never downloads the ~40 % of texts only those pages show. Two rules keep that true:
// a file outside WORK_SOURCES never imports one inside (except the pages below the Apollo layout,
// which have both catalogs), and every page in WORK_SOURCES sits below the Apollo layout.
const micromatch = require('micromatch');

/** The catalogs of each language (locales/<locale>/<name>.po): every page's texts, and work's. */
const CATALOGS = ['messages', 'work'];

/** The files whose texts are in `work`: features and pages shown only below the Apollo layout. */
const WORK_SOURCES = [
  'src/web/features/admin/**',
  'src/web/features/dashboard/**',
  'src/web/features/eventAdmin/**',
  'src/web/features/showOffice/**',
  'src/web/features/import/**',
  'src/web/features/judging/**',
  'src/web/features/pigeons/**',
  'src/web/app/pages/Admin*Page.tsx',
  'src/web/app/pages/Judge*Page.tsx',
  'src/web/app/pages/EventAdminFrame.tsx',
  'src/web/app/pages/DashboardPage.tsx',
  'src/web/app/pages/MyPigeonsPage.tsx',
  'src/web/app/pages/ProfilePage.tsx',
  'src/web/app/pages/SignInAdditionalPage.tsx',
];

/** Public pages below the Apollo layout: their own texts are in `messages`, but they may show work's. */
const PUBLIC_PAGES_WITH_WORK = ['src/web/app/pages/EventDetailPage.tsx'];

/** One regular expression for a list of globs (for dependency-cruiser's paths). */
const pattern = (globs) => globs.map((glob) => micromatch.makeRe(glob).source).join('|');

/** Whether a path (relative to the repository, with `/`) is in WORK_SOURCES. */
const isWorkSource = (path) => micromatch.isMatch(path, WORK_SOURCES);

module.exports = { CATALOGS, WORK_SOURCES, PUBLIC_PAGES_WITH_WORK, pattern, isWorkSource };
