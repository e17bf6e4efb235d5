import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { FALLBACK_LANGUAGE, intlLocale, startLanguage } from './languages';
import { type Catalogue, mergeNamespaces } from './merge';

/** Bundled catalogues in two parts: the guest screens' core, and the signed-in areas. */
const bundled: Record<string, { core: () => Promise<Catalogue>; rest: () => Promise<Catalogue> }> = {
  en: {
    core: () => import('./catalogues/en-core').then((m) => mergeNamespaces(m.files)),
    rest: () => import('./catalogues/en').then((m) => mergeNamespaces(m.files)),
  },
  ru: {
    core: () => import('./catalogues/ru-core').then((m) => mergeNamespaces(m.files)),
    rest: () => import('./catalogues/ru').then((m) => mergeNamespaces(m.files)),
  },
};

/** Loads server messages for a language (set by the app: GET /api/get-content). */
export type ServerCatalogueLoader = (lang: string) => Promise<Catalogue>;

let serverLoader: ServerCatalogueLoader = async () => ({});
let refineAfter: Promise<unknown> = Promise.resolve();
const loaded = new Set<string>();
const fullyLoaded = new Map<string, Promise<void>>();
const restModules = new Map<string, Promise<Catalogue>>();
let wantFull = false;

export const i18n: I18n = i18next.createInstance();

/** Turns `profile.form.first_name` into `First name`: never a raw key on screen. */
function readableKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

async function loadLanguage(lang: string): Promise<void> {
  if (loaded.has(lang)) return;
  const local = bundled[lang];
  if (local) {
    // Signed in, the rest of the catalogue downloads alongside the core, not after it.
    if (wantFull) void fetchRest(lang)?.catch(() => undefined);
    i18n.addResourceBundle(lang, 'translation', await local.core(), true, true);
    loaded.add(lang);
    if (wantFull) await loadRest(lang);
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
    lang === FALLBACK_LANGUAGE ? undefined : loadLanguage(FALLBACK_LANGUAGE),
  ]);
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
  loaded.add(lang);
}

/** The download of a bundled language's signed-in messages, started once. */
function fetchRest(lang: string): Promise<Catalogue> | undefined {
  const local = bundled[lang];
  if (!local) return undefined;
  let module = restModules.get(lang);
  if (!module) {
    module = local.rest();
    // A failed download may be tried again by the next caller.
    module.catch(() => restModules.delete(lang));
    restModules.set(lang, module);
  }
  return module;
}

function loadRest(lang: string): Promise<void> {
  const rest = fetchRest(lang);
  if (!rest) return Promise.resolve();
  let pending = fullyLoaded.get(lang);
  if (!pending) {
    // Added under the server's messages: bundled text never overrides what the server sent.
    pending = rest.then(
      (messages) => {
        i18n.addResourceBundle(lang, 'translation', messages, true, false);
      },
      (error: unknown) => {
        fullyLoaded.delete(lang);
        throw error;
      },
    );
    fullyLoaded.set(lang, pending);
  }
  return pending;
}

/**
 * Loads the signed-in areas' messages (current language and the English fallback).
 * Awaited before the first signed-in screen and the second-factor dialog; from then on
 * every language switch loads them too.
 */
export async function ensureFullCatalogue(): Promise<void> {
  wantFull = true;
  // Asked during start-up (the route guard runs alongside it): the language is known after.
  await starting?.catch(() => undefined);
  await Promise.all([
    loadRest(i18n.language),
    needsFallback(i18n.language) ? loadRest(FALLBACK_LANGUAGE) : undefined,
  ]);
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
  if (options.signedIn) wantFull = true;
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
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  writeStorage(STORAGE_KEYS.lang, lang);
  applyDocumentLanguage(lang);
}

type AnyT = (...args: never[]) => unknown;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Translates a key known only at run time: a server's message key (`errors.<key>`), a key a
 * domain rule or a form schema returns as a string, one built from an endpoint id. The one
 * place a key is not checked by tsc: callers ask `i18n.exists` first or map a closed set of
 * values (tests/i18n-keys.test.ts checks the literal keys in the code), and a key the
 * catalogue lacks still shows a readable text (`parseMissingKeyHandler`). `t` is loosened
 * here rather than the key cast to MessageKey: a call with the whole union of keys would
 * make tsc look every one of them up.
 */
export function translateDynamic(
  /** A `t` (from `useTranslation`), or an i18next instance. */
  source: AnyT | { t: AnyT },
  key: string,
  options?: Record<string, unknown>,
): string {
  const t = typeof source === 'function' ? source : source.t.bind(source);
  return (t as unknown as Translate)(key, options);
}
