// `npm run api:contract`: writes docs/openapi.json and docs/api-assumptions.md from the
// endpoint catalogue. `npm run api:contract -- --check`: exits 1 when either is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/api/catalogue';
import { buildAssumptions } from './api-assumptions';
import { buildOpenApi, endpointsOf, serializeOpenApi } from './openapi';

const count = endpointsOf(catalogue).length;
const areas = Object.keys(catalogue).length;
const documents = [
  { name: 'docs/openapi.json', text: serializeOpenApi(buildOpenApi(catalogue)) },
  { name: 'docs/api-assumptions.md', text: buildAssumptions(catalogue) },
];

for (const { name, text } of documents) {
  const target = fileURLToPath(new URL(`../${name}`, import.meta.url));
  if (process.argv.includes('--check')) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${name} is stale: run \`npm run api:contract\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${name} is up to date (${count} operations, ${areas} areas).`);
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    console.log(`Wrote ${name} (${count} operations, ${areas} areas).`);
  }
}
