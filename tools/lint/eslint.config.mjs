// The TanStack Query and Router lint rules, which Biome does not have. ESLint runs for these
// rules alone (Biome does the rest). TypeScript 7 has no JS API, so the TypeScript parser
// gets TypeScript 5 through scripts/tools/typescript5-hook.mjs (`npm run lint:tanstack`).
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import tsParser from '@typescript-eslint/parser';

export default [
  { ignores: ['src/routeTree.gen.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
];
