// Which layer may import which (docs/architecture.md). `npm run lint:deps` checks it; every
// rule says why it exists, and the message is what a newcomer reads when it fires.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-is-transport-only',
      comment:
        'src/api holds calls, schemas and queries: it never reaches up into screens, the session or translations, so it can be used (and tested) without them.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(features|routes|components|session|i18n)/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain holds the business rules as pure functions: no transport, no UI, no session, so anything (screens, API schemas, the demo backend) may use them. It imports src/lib and the types of the API schemas, nothing else.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/(domain|lib)/|^src/api/.+\\.schemas\\.ts$' },
    },
    {
      name: 'domain-takes-only-types-from-api',
      comment:
        'A rule may name the shapes the API schemas declare (import type), never run their code: a value the rule needs (a list of statuses, a limit) lives in src/domain and the schema imports it from there.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/api/.+\\.schemas\\.ts$', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'ui-kit-knows-no-data',
      comment:
        'The UI, form and feedback kits are shared by every screen: they take data through props, never from the API, a feature, a route or the session.',
      severity: 'error',
      from: { path: '^src/components/(ui|form|feedback)/' },
      to: { path: '^src/(api|features|routes|session)/' },
    },
    {
      name: 'lib-is-the-floor',
      comment: 'src/lib is the bottom layer (formatting, small helpers): it imports nothing above it.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(api|domain|features|routes|components|session)/' },
    },
    {
      name: 'features-are-islands',
      comment:
        'A feature never imports another feature: what two features share moves to src/domain (a rule) or src/components (a piece of UI).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'boot-knows-no-screens',
      comment:
        'src/boot runs before the app (index.html runs its scripts first): it takes the endpoint declarations, the HTTP layer, the session rules and src/lib and src/domain, never a screen, a feature, a component or a translation (the rule of the start language aside).',
      severity: 'error',
      from: { path: '^src/boot/' },
      to: { path: '^src/(features|routes|components|i18n)/', pathNot: '^src/i18n/languages\\.ts$' },
    },
    {
      name: 'nothing-imports-boot',
      comment:
        'The boot scripts are built on their own (src/boot/vite-plugin.ts) and hand over through globals: the app never imports them, or it would run them twice.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/boot/' },
      to: { path: '^src/boot/' },
    },
    {
      name: 'routes-are-the-top',
      comment: 'Route files are the top of the tree: only the router and other routes import them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(routes/|router\\.tsx$|routeTree\\.gen\\.ts$)' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'demo-backend-speaks-the-contract',
      comment:
        'The demo backend uses the API contract (and the pure rules it needs), never UI code, so it behaves as any backend would.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/(features|routes|components|session|i18n)/' },
    },
    {
      name: 'no-demo-in-product',
      comment: 'Product code never imports the demo backend: it must not reach the production build.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^mocks/' },
    },
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order matter and break code splitting (type-only imports aside).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
    },
    {
      name: 'deferred-stays-deferred',
      comment:
        'Base UI Select and the wide transaction table load on first use: their importers may take types from them, or import() them, never a static import.',
      severity: 'error',
      from: {
        path: '^src/(components/ui/deferred-select\\.tsx|features/dashboard/components/(transaction-history|statistics-row)\\.tsx)$',
      },
      to: {
        path: '^src/(components/ui/select\\.tsx|features/dashboard/components/transaction-table\\.tsx)$',
        dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'],
      },
    },
    {
      name: 'dayjs-locales-load-with-their-language',
      comment:
        'Dates, month and weekday names are written by Intl in the language of the interface; dayjs only counts days. A dayjs locale, if one is ever needed, is import()ed when its language is chosen: a static import would put it in every first load.',
      severity: 'error',
      from: { path: '^(src|mocks)/' },
      to: {
        path: 'node_modules/dayjs/(esm/)?locale/',
        dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'],
      },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a deleted file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|routeTree\\.gen\\.ts$)' },
    tsPreCompilationDeps: true,
    webpackConfig: { fileName: 'scripts/tools/resolve-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
