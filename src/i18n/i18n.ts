import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale, setUnknownWord } from '@/lib/format';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { FALLBACK_LANGUAGE, startLanguage } from './languages';
import { type Catalogue, mergeNamespaces } from './merge';

/**
 * Bundled catalogues in parts: the guest screens' core; the signed-in frame, dashboard, stores
 * and invoices (`rest`); the finance and profile areas' own messages (`areas`).
 */
type Part = 'rest' | 'areas';
const bundled: Record<string, { core: () => Promise<Catalogue> } & Record<Part, () => Promise<Catalogue>>> = {
  en: {
    core: () => import('./catalogues/en-core').then((m) => mergeNamespaces(m.files)),
    rest: () => import('./catalogues/en').then((m) => mergeNamespaces(m.files)),
    areas: () => import('./catalogues/en-areas').then((m) => mergeNamespaces(m.files)),
  },
  ru: {
    core: () => import('./catalogues/ru-core').then((m) => mergeNamespaces(m.files)),
    rest: () => import('./catalogues/ru').then((m) => mergeNamespaces(m.files)),
    areas: () => import('./catalogues/ru-areas').then((m) => mergeNamespaces(m.files)),
  },
};

/** Loads server messages for a language (set by the app: GET /api/get-content). */
export type ServerCatalogueLoader = (lang: string) => Promise<Catalogue>;

let serverLoader: ServerCatalogueLoader = async () => ({});
let refineAfter: Promise<unknown> = Promise.resolve();
const loaded = new Set<string>();
/** Parts added to i18next, by `part/lang`. */
const partsAdded = new Map<string, Promise<void>>();
/** Parts' downloads, by `part/lang`. */
const partModules = new Map<string, Promise<Catalogue>>();
/** The parts asked for so far: every language switch loads them too. */
const wanted = new Set<Part>();
/** The language a switch is loading, until it is loaded. */
let switchingTo: string | null = null;

export const i18n: I18n = i18next.createInstance();

/** Turns `profile.form.first_name` into `First name`: never a raw key on screen. */
function readableKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A language's messages: its core once, and every part asked for so far, each time (a part
 * asked for after the language was loaded, or whose download failed, comes now).
 */
async function loadLanguage(lang: string): Promise<void> {
  await loadCore(lang);
  await loadParts(wanted, lang);
}

/** `parts` in `lang` and, for a language only the server knows, in English. */
function loadParts(parts: Iterable<Part>, lang: string): Promise<unknown> {
  return Promise.all(
    [...parts].flatMap((part) => [
      loadPart(part, lang),
      needsFallback(lang) ? loadPart(part, FALLBACK_LANGUAGE) : undefined,
    ]),
  );
}

async function loadCore(lang: string): Promise<void> {
  if (loaded.has(lang)) return;
  const local = bundled[lang];
  if (local) {
    // The parts asked for so far download alongside the core, not after it.
    for (const part of wanted) void fetchPart(part, lang)?.catch(() => undefined);
    i18n.addResourceBundle(lang, 'translation', await local.core(), true, true);
    loaded.add(lang);
    // Server messages refine the bundled ones; nobody waits for them, and they are asked
    // for once the first screen is up, so they never compete with its code and data.
    refineAfter
      .then(() => serverLoader(lang))
      .then((messages) => i18n.addResourceBundle(lang, 'translation', messages, true, true))
      .catch(() => undefined);
    return;
  }
  // Languages without a bundled catalogue come from the server; missing keys fall back to
  // English, which is loaded for them (the bundled catalogues are complete on their own).
  const [messages] = await Promise.all([
    serverLoader(lang).catch(() => ({})),
    lang === FALLBACK_LANGUAGE ? undefined : loadCore(FALLBACK_LANGUAGE),
  ]);
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
  loaded.add(lang);
}

/** The download of a part of a bundled language's catalogue, started once. */
function fetchPart(part: Part, lang: string): Promise<Catalogue> | undefined {
  const local = bundled[lang];
  if (!local) return undefined;
  const id = `${part}/${lang}`;
  let module = partModules.get(id);
  if (!module) {
    module = local[part]();
    // A failed download may be tried again by the next caller.
    module.catch(() => partModules.delete(id));
    partModules.set(id, module);
  }
  return module;
}

function loadPart(part: Part, lang: string): Promise<void> {
  const download = fetchPart(part, lang);
  if (!download) return Promise.resolve();
  const id = `${part}/${lang}`;
  let pending = partsAdded.get(id);
  if (!pending) {
    // Added under the server's messages: bundled text never overrides what the server sent.
    pending = download.then(
      (messages) => {
        i18n.addResourceBundle(lang, 'translation', messages, true, false);
      },
      (error: unknown) => {
        partsAdded.delete(id);
        throw error;
      },
    );
    partsAdded.set(id, pending);
  }
  return pending;
}

/** Loads a part for the current language (and the English fallback); every switch loads it too. */
async function ensurePart(part: Part): Promise<void> {
  wanted.add(part);
  // Asked during start-up (the route guard runs alongside it): the language is known after.
  await starting?.catch(() => undefined);
  // During a language switch, for the language it goes to as well (its own list of parts
  // may have been read before this one was asked for).
  const languages = new Set([i18n.language, ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...languages].map((lang) => loadParts([part], lang)));
}

/**
 * Loads the signed-in messages (the frame, dashboard, stores, invoices; current language and
 * the English fallback).
 * Awaited before the first signed-in screen and the second-factor dialog; from then on
 * every language switch loads them too.
 */
export function ensureFullCatalogue(): Promise<void> {
  return ensurePart('rest');
}

/**
 * Loads the finance and profile areas' own messages: awaited before those areas' screens (their
 * layout routes); from then on every language switch loads them too.
 */
export function ensureAreaCatalogue(): Promise<void> {
  return ensurePart('areas');
}

function applyDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(lang).split('-')[0] ?? lang;
}

export interface InitOptions {
  loadServerCatalogue?: ServerCatalogueLoader;
  /** Server messages for bundled languages are asked for once this settles (the first screen). */
  refineAfter?: Promise<unknown>;
  lang?: string;
  /** A stored session: the signed-in messages load now, in parallel with the core. */
  signedIn?: boolean;
}

let starting: Promise<unknown> | null = null;

export function initI18n(options: InitOptions = {}): Promise<I18n> {
  const run = start(options);
  starting = run;
  return run;
}

async function start(options: InitOptions): Promise<I18n> {
  if (options.loadServerCatalogue) serverLoader = options.loadServerCatalogue;
  if (options.refineAfter) refineAfter = options.refineAfter;
  if (options.signedIn) wanted.add('rest');
  const lang = options.lang ?? startLanguage();
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      parseMissingKeyHandler: readableKey,
      react: { useSuspense: false },
    });
    pluralizeByLocale(i18n);
    formatByLocale(i18n);
    setUnknownWord((language) => i18n.getFixedT(language)('ui.unknown'));
  }
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return i18n;
}

/**
 * i18next picks plural forms with `Intl.PluralRules(<language code>)`, and our code for
 * Ukrainian is `ua` (SPEC.md section 1), which Intl does not know: it would fall back to
 * English rules (one/other) and never use the `_few`/`_many` forms. Plural rules are asked
 * of the language's real locale instead (ua -> uk-UA), for every language alike.
 */
function pluralizeByLocale(instance: I18n) {
  const resolver = instance.services.pluralResolver as {
    getRule?: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule?.bind(resolver);
  if (!getRule) return;
  resolver.getRule = (code, options) => getRule(code === 'dev' ? code : intlLocale(code), options);
}

/**
 * Numbers in messages (`{{count, number}}`) are written by Intl in the language's locale: as
 * with plural rules, the code `ua` is turned into `uk-UA` first, or Intl would write them in
 * the browser's default locale.
 */
function formatByLocale(instance: I18n) {
  type Format = (value: unknown, lng: string | undefined, options?: object) => string;
  const formats = (instance.services.formatter as { formats?: Record<string, Format> } | undefined)?.formats;
  if (!formats) return;
  for (const [name, format] of Object.entries(formats)) {
    formats[name] = (value, lng, options) => format(value, lng && intlLocale(lng), options);
  }
}

/**
 * Whether a language leans on the English catalogue: the bundled ones are complete (a test
 * checks every key), so a Russian merchant downloads no English messages.
 */
function needsFallback(lang: string): boolean {
  return lang !== FALLBACK_LANGUAGE && !bundled[lang];
}

/** Switches language without a reload and remembers the choice (storage key `lang`). */
export async function changeLanguage(lang: string): Promise<void> {
  switchingTo = lang;
  try {
    await loadLanguage(lang);
  } finally {
    if (switchingTo === lang) switchingTo = null;
  }
  await i18n.changeLanguage(lang);
  writeStorage(STORAGE_KEYS.lang, lang);
  applyDocumentLanguage(lang);
}

type AnyT = (...args: never[]) => unknown;

/**
 * Translates a key known only at run time: a server's message key (`errors.<key>`), a key a
 * domain rule or a form schema returns as a string, one built from an endpoint id. The one
 * place a key is not checked by tsc: callers ask `i18n.exists` first or map a closed set of
 * values (tests/i18n-keys.test.ts checks the literal keys in the code), and a key the
 * catalogue lacks still shows a readable text (`parseMissingKeyHandler`). `t` is called
 * through `Reflect.apply` rather than the key cast to MessageKey: a call with the whole union
 * of keys would make tsc look every one of them up.
 */
export function translateDynamic(
  /** A `t` (from `useTranslation`), or an i18next instance. */
  source: AnyT | { t: AnyT },
  key: string,
  options?: Record<string, unknown>,
): string {
  const t = typeof source === 'function' ? source : source.t.bind(source);
  const text: unknown = Reflect.apply(t, undefined, [key, options]);
  return typeof text === 'string' ? text : String(text);
}
