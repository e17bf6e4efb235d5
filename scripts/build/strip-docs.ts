import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/**
 * The API contract carries its documentation as code: each endpoint's `summary`, the written
 * fallback (`why`) of every field SPEC.md does not name (`ext(schema, fallback, why)`,
 * `extParam(schema, why)`). `npm run api:contract` turns them into docs/openapi.json and
 * docs/api-assumptions.md from the sources; the app never reads them. In a production build
 * they would be about 24 KB of prose spread over the screens' chunks, so this plugin blanks
 * them (`''`) in src/api before bundling. Tests and the contract script read the sources
 * untouched.
 *
 * What breaks on an upgrade: it parses with Vite's `parseAst` (rolldown's) (ESTree, `lang: 'ts'`); a
 * change there fails the build loudly. A renamed `ext`/`extParam`/`summary` only stops the
 * stripping (the bench's byte budget shows it).
 */
const DOC_ARGUMENT: Record<string, number> = { ext: 2, extParam: 1 };

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Ranges `[start, end)` of the documentation texts in one module's source. */
export function docRanges(code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const text = (node: unknown): node is Node =>
    isNode(node) &&
    ((node.type === 'Literal' && typeof node.value === 'string') ||
      node.type === 'TemplateLiteral' ||
      (node.type === 'BinaryExpression' && text(node.left) && text(node.right)));
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier') {
      const index = DOC_ARGUMENT[node.callee.name as string];
      const argument = index === undefined ? undefined : (node.arguments as unknown[])[index];
      if (text(argument)) ranges.push([argument.start, argument.end]);
    }
    if (
      node.type === 'Property' &&
      isNode(node.key) &&
      node.key.type === 'Identifier' &&
      node.key.name === 'summary' &&
      text(node.value)
    ) {
      ranges.push([node.value.start, node.value.end]);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parseAst(code, { lang: 'ts' }).body);
  return ranges;
}

/** The source with every documentation text replaced by `''`. */
export function stripDocs(code: string): string {
  let out = code;
  for (const [start, end] of docRanges(code).sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}''${out.slice(end)}`;
  }
  return out;
}

export function stripApiDocs(): Plugin {
  return {
    name: 'strip-api-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]api[\\/][^?]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      if (!/\b(summary|ext|extParam)\b/.test(code)) return null;
      return { code: stripDocs(code), map: null };
    },
  };
}
