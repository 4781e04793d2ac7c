// The house rules on who may import whom, checked by `npm run lint` (depcruise):
// - src/shared is pure: it imports neither the server nor the web app (both import it);
// - the server and the web app never import each other (they meet in the GraphQL contract and src/shared);
// - a feature of the web app never imports another feature: what two features need lives in src/web/lib,
//   and pages (src/web/app) compose features; lib imports no feature and no page, a feature no page;
// - on the server, src/api/db never imports the GraphQL layer, and resolvers reach the database
//   through services (db types only);
// - no import cycles anywhere;
// - visitors' pages never import a file whose texts are in the `work` catalog, which they do not load.
const { WORK_LOADERS, WORK_SOURCES, pattern } = require('./scripts/catalogScopes.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared is used by the server and the web app alike; it must not depend on either.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(api|web)/' },
    },
    {
      name: 'api-not-web',
      comment: 'The server never imports the web app; put what both need in src/shared.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-api',
      comment: 'The web app never imports the server; put what both need in src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'features-stay-apart',
      comment:
        'A feature never imports another feature: move what both need to src/web/lib, or compose them in a page.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'lib-below-features',
      comment:
        'src/web/lib is what features and pages share: it never imports a feature or the app (move the piece down, or pass it in).',
      severity: 'error',
      from: { path: '^src/web/lib/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'features-below-app',
      comment: 'Pages (src/web/app) compose features; a feature never imports a page or the shell.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'db-below-schema',
      comment: 'src/api/db reads and writes rows; it never imports the GraphQL layer (services and resolvers) above it.',
      severity: 'error',
      from: { path: '^src/api/db/' },
      to: { path: '^src/api/schema/' },
    },
    {
      name: 'resolvers-through-services',
      comment:
        'A resolver maps GraphQL to a service call: from src/api/db it may import types only; queries and writes go through the services.',
      severity: 'error',
      from: { path: '^src/api/schema/.+/resolvers\\.ts$' },
      to: { path: '^src/api/db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      comment: 'No module imports itself through others: cycles make the load order matter and the layers blur.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'work-texts-below-apollo',
      comment:
        "Only the Apollo layout and the event page's logged-in part load the `work` catalog (scripts/catalogScopes.cjs): a file outside WORK_SOURCES imports none inside, or visitors would see untranslated ids.",
      severity: 'error',
      from: { path: '^src/web/', pathNot: pattern(WORK_SOURCES) },
      to: { path: pattern(WORK_SOURCES), dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'work-loaded-with-its-texts',
      comment:
        'A part of WORK_SOURCES is loaded lazily only where the `work` catalog is loaded with it (WORK_LOADERS in scripts/catalogScopes.cjs).',
      severity: 'error',
      from: { path: '^src/web/', pathNot: `${pattern(WORK_SOURCES)}|${pattern(WORK_LOADERS)}` },
      to: { path: pattern(WORK_SOURCES), dependencyTypes: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/web/gql/|^src/api/schema/generated/' },
  },
};
