// The import aliases of tsconfig.json's `paths`, for dependency-cruiser (which reads them
// from a webpack-style config: tsconfig parsing needs TypeScript's JS API, which TS 7 lacks).
const { join } = require('node:path');

const root = join(__dirname, '..', '..');

module.exports = {
  resolve: {
    alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') },
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
};
