import type { AnySchema } from '../src/api/http/endpoint';
import { DOC_SCHEMA, EXTENSION, FALLBACK, metadataOf } from '../src/api/http/wire-metadata';
import { type AnyEndpoint, type Catalogue, endpointsOf } from './openapi';

/**
 * docs/api-assumptions.md: every field and parameter the cabinet uses that SPEC.md and
 * API-NOTES.md do not name, each with what the cabinet does without it, and every open
 * shape it accepts in more than one form. Generated from the endpoint catalogue (the
 * `ext()`, `extParam()`, `aliases()` and `listOf()` of the schemas), checked with
 * `npm run api:contract -- --check`.
 */

interface Line {
  path: string;
  text: string;
}

type Node = {
  type?: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: Node[];
  value?: Node;
  [DOC_SCHEMA]?: Node;
};

function walk(schema: Node | undefined, path: string, out: Line[], seen: Set<Node>) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const meta = metadataOf(schema);
  const aliases = meta['x-aliases'] as Record<string, string[]> | undefined;
  if (aliases) {
    for (const [field, others] of Object.entries(aliases)) {
      out.push({
        path: join(path, field),
        text: `also read from ${others.map((o) => `\`${o}\``).join(' or ')} when missing`,
      });
    }
  }
  const doc = schema[DOC_SCHEMA];
  if (doc) {
    const holders = metadataOf(doc)['x-list-holders'] as string[] | undefined;
    if (holders) {
      out.push({
        path: path || '(answer)',
        text: `a list, or an object holding it under ${holders.map((k) => `\`${k}\``).join(', ')}; unreadable rows are skipped`,
      });
    }
    walk(doc, path, out, seen);
    return;
  }
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      walk(schema.wrapped, path, out, seen);
      return;
    case 'object':
    case 'loose_object':
    case 'strict_object':
      for (const [key, entry] of Object.entries(schema.entries ?? {})) {
        const entryMeta = metadataOf(entry);
        if (entryMeta[EXTENSION] === true) {
          out.push({ path: join(path, key), text: String(entryMeta[FALLBACK] ?? '') });
        }
        walk(entry, join(path, key), out, seen);
      }
      return;
    case 'array':
      walk(schema.item, `${path}[]`, out, seen);
      return;
    case 'tuple':
      schema.items?.forEach((item, index) => {
        walk(item, `${path}[${index}]`, out, seen);
      });
      return;
    case 'union':
    case 'variant':
      for (const option of schema.options ?? []) walk(option, path, out, seen);
      return;
    case 'record':
      walk(schema.value, `${path}.*`, out, seen);
      return;
    default:
      return;
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function linesOf(schema: AnySchema | undefined): Line[] {
  const out: Line[] = [];
  walk(schema as Node | undefined, '', out, new Set());
  const unique = new Map(out.map((line) => [`${line.path}|${line.text}`, line]));
  return [...unique.values()];
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function buildAssumptions(catalogue: Catalogue): string {
  const parts: string[] = [
    '# What the cabinet assumes beyond SPEC.md',
    '',
    'Generated from the endpoint catalogue (`npm run api:contract`); do not edit by hand.',
    '',
    'The cabinet relies only on what SPEC.md and API-NOTES.md name. Everything below is a field or',
    'parameter of ours, or a shape SPEC leaves open: a backend may leave each out, and the cabinet',
    'does what the right-hand column says. A field SPEC names that is missing or unreadable is shown',
    'as "—" and reported on the console (never as 0). `npm run api:probe` checks a real backend',
    'against all of this.',
    '',
  ];
  let count = 0;
  for (const ep of endpointsOf(catalogue) as AnyEndpoint[]) {
    const params = linesOf(ep.input);
    const answer = ep.answer === 'json' ? linesOf(ep.output) : [];
    if (!params.length && !answer.length) continue;
    parts.push(`## \`${ep.method} ${ep.path}\` (${ep.id})`, '');
    if (params.length) {
      parts.push('| parameter | when a backend ignores it |', '| --- | --- |');
      for (const line of params) parts.push(`| \`${line.path}\` | ${cell(line.text)} |`);
      parts.push('');
    }
    if (answer.length) {
      parts.push('| answer field | when it is missing |', '| --- | --- |');
      for (const line of answer) parts.push(`| \`${line.path}\` | ${cell(line.text)} |`);
      parts.push('');
    }
    count += params.length + answer.length;
  }
  parts.push(`${count} assumptions in all.`, '');
  return parts.join('\n');
}
