import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
type Tree = { [key: string]: string | Tree };

function loadCatalogue(lang: string): Tree {
  const dir = join(root, 'locales', lang);
  const out: Tree = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json'))
      out[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
  }
  return out;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const en = flatten(loadCatalogue('en'));
const ru = flatten(loadCatalogue('ru'));
const namespaces = new Set([...en.keys()].map((k) => k.split('.')[0]));
/** Plural forms: `key_one`, `key_other`, `key_few`, `key_many` stand for `key`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const has = (catalogue: Map<string, string>, key: string) =>
  catalogue.has(key) || [...catalogue.keys()].some((k) => PLURAL.test(k) && k.replace(PLURAL, '') === key);

/** Every string literal in src/ shaped like `<namespace>.<path>` is a translation key. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const literal = /['"`]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)['"`]/g;
  // The API layer shows no text; its endpoint ids (`auth.login`) only look like keys.
  const files = sourceFiles(join(root, 'src')).filter((f) => !f.includes(`${join('src', 'api')}`));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(literal)) {
      const key = match[1] as string;
      if (
        namespaces.has(key.split('.')[0]) &&
        !key.endsWith('.') &&
        !/\.(json|css|tsx?|svg|png|pdf)$/.test(key)
      ) {
        keys.set(key, file.slice(root.length + 1));
      }
    }
  }
  return keys;
}

describe('Translations', () => {
  it('every English namespace file is in the typed catalogue tsc checks keys against', () => {
    const declared = readFileSync(join(root, 'src', 'i18n', 'i18next.d.ts'), 'utf8');
    const missing = [...namespaces].filter(
      (name) =>
        !declared.includes(`'../../locales/en/${name}.json'`) ||
        !declared.includes(`${name}: typeof ${name};`),
    );
    expect(missing).toEqual([]);
  });

  it('every key used in the code exists in English and Russian', () => {
    const missing: string[] = [];
    for (const [key, file] of usedKeys()) {
      if (!has(en, key)) missing.push(`en: ${key} (${file})`);
      if (!has(ru, key)) missing.push(`ru: ${key} (${file})`);
    }
    expect(missing).toEqual([]);
  });
});

/** Each language's catalogue against English: same keys, same placeholders, its own plural forms. */
const LOCALES: Record<string, string> = { ru: 'ru-RU', de: 'de-DE', fr: 'fr-FR', ua: 'uk-UA' };

interface Entry {
  /** Plural categories present (`key_one`, `key_few`...), empty for a plain key. */
  forms: Set<string>;
  texts: string[];
}

/** Groups `key_one`, `key_other`... under `key`, so languages with other plural forms compare. */
function entries(catalogue: Map<string, string>): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [key, text] of catalogue) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.replace(PLURAL, '') : key;
    const entry = out.get(base) ?? { forms: new Set<string>(), texts: [] };
    if (form) entry.forms.add(form);
    entry.texts.push(text);
    out.set(base, entry);
  }
  return out;
}

const placeholders = (texts: string[]) =>
  [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1])))]
    .filter((name) => name !== 'count')
    .sort()
    .join();

const english = entries(en);

describe.each(Object.entries(LOCALES))('The %s catalogue', (lang, locale) => {
  const catalogue = flatten(loadCatalogue(lang));
  const own = entries(catalogue);

  it('has every key English has, and no other', () => {
    expect([...english.keys()].filter((key) => !own.has(key))).toEqual([]);
    expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no message empty', () => {
    expect([...catalogue.entries()].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders as English', () => {
    const mismatched = [...english.entries()]
      .filter(
        ([key, entry]) =>
          own.has(key) && placeholders(entry.texts) !== placeholders(own.get(key)?.texts ?? []),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it(`has exactly the plural forms ${locale} needs for every counted message`, () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort().join();
    const wrong = [...english.entries()]
      .filter(([, entry]) => entry.forms.size > 0)
      .filter(([key]) => [...(own.get(key)?.forms ?? [])].sort().join() !== needed)
      .map(([key]) => `${key}: ${[...(own.get(key)?.forms ?? [])].sort().join()} (needs ${needed})`);
    expect(wrong).toEqual([]);
  });
});
