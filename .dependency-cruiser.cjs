// Which layer may import which (docs/architecture.md). `npm run lint:deps` checks it; every
// rule says why it exists, and the message is what a newcomer reads when it fires.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'constants-are-plain-data',
      comment:
        'src/constants holds the value lists and limits of the contract (statuses, sort columns, store and input limits): the floor both src/api and src/domain stand on, so it imports nothing of the app.',
      severity: 'error',
      from: { path: '^src/constants/' },
      to: { path: '^src/', pathNot: '^src/constants/' },
    },
    {
      name: 'lib-is-the-floor',
      comment:
        'src/lib is the bottom layer (formatting, text and URL forms, storage keys, small hooks): it imports src/lib, src/constants and src/env.ts, nothing above. A formatter that needs the language takes it as an argument.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/(lib|constants)/|^src/env\\.ts$' },
    },
    {
      name: 'lib-speaks-no-language',
      comment:
        'Formatters and helpers take the language (and the word for an unknown value) as arguments: src/lib and src/constants never import i18next, so the demo backend and Node tests can use them.',
      severity: 'error',
      from: { path: '^src/(lib|constants)/' },
      to: { path: 'node_modules/(i18next|react-i18next)/' },
    },
    {
      name: 'api-is-transport-only',
      comment:
        'src/api holds calls, schemas, queries and mutations over src/lib and src/constants: it never reaches up into the business rules, screens, the session or translations, so it can be used (and tested) without them. A value a schema needs lives in src/constants; a rule over an answer is applied by the screen.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: '^src/(api|lib|constants)/|^src/env\\.ts$' },
    },
    {
      name: 'no-react-below-components',
      comment:
        'src/api, src/domain and src/constants run without React (the demo backend, the boot script and Node tests use them): a hook lives in src/components, a feature or src/lib.',
      severity: 'error',
      from: { path: '^src/(api|domain|constants)/' },
      to: { path: 'node_modules/(react|react-dom|react-i18next)/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain holds the business rules as pure functions: no transport, no UI, no session, so screens and the demo backend can use them. It imports src/domain, src/lib, src/constants, and the types of the API schemas and of the message keys, nothing else.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: '^src/',
        pathNot: '^src/(domain|lib|constants)/|^src/api/.+\\.schemas\\.ts$|^src/i18n/keys\\.ts$',
      },
    },
    {
      name: 'domain-takes-only-types-from-api',
      comment:
        'A rule may name the shapes the API schemas declare and the message keys (import type), never run their code: a value the rule needs (a list of statuses, a limit) lives in src/constants.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: '^src/api/.+\\.schemas\\.ts$|^src/i18n/keys\\.ts$',
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
    {
      name: 'ui-kit-knows-no-data',
      comment:
        'The UI, form and feedback kits are shared by every screen: they take data through props, never from the API, a feature, a route or the session.',
      severity: 'error',
      from: { path: '^src/components/(ui|form|feedback)/' },
      to: { path: '^src/(api|features|routes|session|boot)/' },
    },
    {
      name: 'components-sit-below-screens',
      comment:
        'src/components is shared by the screens: it never imports a feature, a route, the boot script or the router.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|routes|boot)/|^src/(router|app|main)\\.tsx$' },
    },
    {
      name: 'client-from-context',
      comment:
        'The query client is made once by the app and reaches screens through the router context or useQueryClient(): only the entry, the app, the router and the boot script import src/query-client.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main\\.tsx|app\\.tsx|router\\.tsx|boot/)' },
      to: { path: '^src/query-client\\.ts$' },
    },
    {
      name: 'session-sits-below-screens',
      comment:
        'The signed-in session (tokens, refresh, other tabs) is used by routes, screens and the boot script; it never imports them.',
      severity: 'error',
      from: { path: '^src/session/' },
      to: { path: '^src/(features|routes|components|boot)/|^src/(router|app|main)\\.tsx$' },
    },
    {
      name: 'session-logic-in-http',
      comment:
        "The session's logic (tokens, refresh, other tabs, the hand-over link) lives in src/api/http; src/session is its React face (the context). The layers below the screens and the boot script never import src/session, so the logic cannot drift back into it.",
      severity: 'error',
      from: { path: '^src/(api|lib|constants|domain|i18n|boot)/' },
      to: { path: '^src/session/' },
    },
    {
      name: 'boot-takes-no-screen',
      comment:
        'The boot script runs before the app: it may use the API contract, i18n and src/lib, never a feature, a component or a route (a value both need moves to src/lib or src/constants).',
      severity: 'error',
      from: { path: '^src/boot/' },
      to: { path: '^src/(features|components|routes)/' },
    },
    {
      name: 'i18n-sits-below-screens',
      comment: 'Translations are used by the screens and the layout; they never import them or the session.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(features|routes|components|session|boot|domain)/' },
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
        'src/boot runs before the app (index.html runs its scripts first): it takes the endpoint declarations, the HTTP layer (with the session logic) and src/lib and src/domain, never a screen, a feature, a component or a translation (the rule of the start language aside).',
      severity: 'error',
      from: { path: '^src/boot/' },
      to: { path: '^src/(features|routes|components|i18n)/', pathNot: '^src/i18n/languages\\.ts$' },
    },
    {
      name: 'nothing-imports-boot',
      comment:
        'The boot script is built on its own (src/boot/vite-plugin.ts) and hands over through a global: the app never imports it, or it would run twice.',
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
        'The demo backend uses the API contract (and the pure rules it needs), never UI code, the session, the boot script or the query client, so it behaves as any backend would.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/(features|routes|components|session|i18n|boot)/|^src/query-client\\.ts$' },
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
      comment:
        'Import cycles make load order matter and break code splitting; type-only ones hide a missing layer. The one cycle allowed: the router and its root route, which names the router for its types.',
      severity: 'error',
      from: { pathNot: '^src/(router\\.tsx$|routes/)' },
      to: { circular: true },
    },
    {
      name: 'deferred-stays-deferred',
      comment:
        'Base UI Select and the wide transaction table load on first use: their importers may take types from them, or import() them, never a static import.',
      severity: 'error',
      from: {
        path: '^src/(components/ui/deferred-select\\.tsx|features/dashboard/(transaction-history|statistics-row)\\.tsx)$',
      },
      to: {
        path: '^src/(components/ui/select\\.tsx|features/dashboard/transaction-table\\.tsx)$',
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
