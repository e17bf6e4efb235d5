import type { AnySchema } from '../src/api/http/endpoint';
import { metaOf } from '../src/api/http/read';
import { type AnyEndpoint, type Catalogue, endpointsOf } from './openapi';

/**
 * docs/api-assumptions.md: how the cabinet reads an answer (by kind), and every field and
 * parameter it uses that SPEC.md and API-NOTES.md do not name (the schemas' `ours()`).
 * Generated from the endpoint catalogue, checked with `npm run api:contract -- --check`.
 */

const INTRO = `# What the cabinet assumes beyond SPEC.md

Generated from the endpoint catalogue (\`npm run api:contract\`); do not edit by hand.

## Every value is read by its kind

Each field of an answer is declared as the kind of value SPEC.md describes
(\`src/api/http/read.ts\`); one reader per kind accepts every form a careful backend may choose.

| kind | read from | read as |
| --- | --- | --- |
| boolean | \`true\`/\`false\`, \`1\`/\`0\`, \`"1"\`/\`"0"\`, \`"true"\`/\`"false"\` | a boolean |
| number, money | a number or a numeric string | a number (never NaN) |
| id | a positive whole number or its digits | a number: keys, URLs and comparisons |
| time | epoch seconds, epoch milliseconds (from 1e11 up) or ISO 8601 | epoch seconds |
| date | \`YYYY-MM-DD\`, an ISO date-time (its day as written) or a moment | \`YYYY-MM-DD\` |
| list | an array; \`null\` (empty); an object holding one list; an object keyed by id or address; a map of flags | a list; items that cannot be read are left out |
| enumeration | a known code in any case, or digits for a numeric code | the known code, or an unknown code kept as its own text |
| country | ISO 3166-1 alpha-2 or alpha-3, any case | alpha-2 |
| language | any case, a tag's primary subtag (\`en-GB\`), \`uk\` for Ukrainian | \`en\`, \`ru\`, \`ua\`, ... |
| series | chart rows; a bucket the answer leaves out | zero for that bucket |

Above the readers:

1. A value that cannot be read is unknown: the screen says "Unknown", never 0, off, none or all on.
   A list that cannot be read shows an error with Try again, never its empty state.
2. A form sends back every value the merchant did not edit exactly as the server sent it, and
   merges edits onto the object the server sent.
3. Only what a screen cannot do without fails a read (a row without a readable id, the list a
   screen is about); anything else is shown as far as it can be read.

\`npm run api:probe\` reports, per call of a real backend, which readers had to convert a value.

## Fields and parameters of ours

A backend may leave out each field below: where the cabinet would show it, it says "Unknown".
A backend may ignore each parameter below: the cabinet keeps the screen right on the client
(filters, sort, paging) or does without (a version check, a time zone).
`;

/** Dotted paths of the fields of ours an answer's readers declare. */
function oursFields(schema: AnySchema, path = '', out: string[] = []): string[] {
  const meta = metaOf(schema);
  if (meta.ours && path) out.push(path);
  if (meta.kind === 'record') {
    for (const [name, entry] of Object.entries(meta.entries ?? {})) {
      oursFields(entry, path ? `${path}.${name}` : name, out);
    }
  } else if (meta.kind === 'list' && meta.item) {
    oursFields(meta.item, `${path}[]`, out);
  }
  return out;
}

/** Names of the request parameters of ours. */
function oursParams(schema: AnySchema | undefined): string[] {
  if (!schema) return [];
  const object =
    'entries' in schema ? schema : 'pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe[0] : null;
  const entries: Record<string, AnySchema> = object && 'entries' in object ? object.entries : {};
  return Object.entries(entries)
    .filter(([, entry]) => metaOf(entry).ours)
    .map(([name]) => name);
}

const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

export function buildAssumptions(catalogue: Catalogue): string {
  const rows: string[] = ['| call | answer fields of ours | parameters of ours |', '| --- | --- | --- |'];
  let fields = 0;
  let params = 0;
  for (const ep of endpointsOf(catalogue) as AnyEndpoint[]) {
    const answer = ep.answer === 'json' ? oursFields(ep.output) : [];
    const parameters = oursParams(ep.input);
    if (!answer.length && !parameters.length) continue;
    fields += answer.length;
    params += parameters.length;
    rows.push(`| \`${ep.method} ${ep.path}\` (${ep.id}) | ${code(answer)} | ${code(parameters)} |`);
  }
  return [INTRO, ...rows, '', `${fields} answer fields and ${params} parameters of ours in all.`, ''].join(
    '\n',
  );
}
