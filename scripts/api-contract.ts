// `npm run api:contract`: writes docs/openapi.json from the endpoint catalogue.
// `npm run api:contract -- --check`: exits 1 when docs/openapi.json is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/api/catalogue';
import { buildOpenApi, endpointsOf, serializeOpenApi } from './openapi';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const text = serializeOpenApi(buildOpenApi(catalogue));
const count = endpointsOf(catalogue).length;
const areas = Object.keys(catalogue).length;

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== text) {
    console.error('docs/openapi.json is stale: run `npm run api:contract` and commit the result.');
    process.exit(1);
  }
  console.log(`docs/openapi.json is up to date (${count} operations, ${areas} areas).`);
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`Wrote docs/openapi.json (${count} operations, ${areas} areas).`);
}
