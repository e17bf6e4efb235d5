import { readStorage, STORAGE_KEYS } from '@/lib/storage';

/** Languages the cabinet always offers (SPEC.md section 1); the server may add more. */
export const BASE_LANGUAGES = ['ru', 'en', 'de', 'fr', 'ua'] as const;

export const FALLBACK_LANGUAGE = 'en';

/** Languages whose complete catalogue ships with the app (the rest come from the server). */
export const BUNDLED_LANGUAGES = ['en', 'ru'] as const;

/** Names in their own language, used before the server's list arrives. */
export const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ua: 'Українська',
};

/**
 * RU, EN, DE, FR, UA plus the server's list (GET /api/enums?enum=languages), as options. A
 * server language without a name is listed under its code; one of the five keeps its own name.
 */
export function languageOptions(
  server: readonly { code: string; title: string | null }[] = [],
): { value: string; label: string }[] {
  const codes = new Map<string, string>(BASE_LANGUAGES.map((code) => [code, LANGUAGE_NAMES[code] ?? code]));
  for (const language of server) {
    if (!codes.has(language.code)) codes.set(language.code, language.title ?? language.code.toUpperCase());
  }
  return [...codes].map(([value, label]) => ({ value, label }));
}

/** Maps a browser language tag (`uk-UA`, `ru`, `en-GB`) to a cabinet language code. */
export function fromBrowserTag(tag: string): string {
  const base = tag.toLowerCase().split('-')[0] ?? '';
  return base === 'uk' ? 'ua' : base;
}

/**
 * Default language (SPEC.md sections 1 and 9): the stored choice, then the browser's
 * languages, otherwise EN. Only languages the cabinet offers are accepted.
 */
export function detectLanguage(
  stored: string | null,
  browser: readonly string[],
  offered: readonly string[],
): string {
  const known = new Set(offered);
  if (stored && known.has(stored.toLowerCase())) return stored.toLowerCase();
  for (const tag of browser) {
    const code = fromBrowserTag(tag);
    if (known.has(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}

/** The language the cabinet starts in: the stored choice, else the browser's, else EN. */
export function startLanguage(): string {
  const browser = typeof navigator !== 'undefined' ? navigator.languages : [];
  return detectLanguage(readStorage(STORAGE_KEYS.lang), browser, BASE_LANGUAGES);
}

/** The bundled catalogue a language starts from: its own, or English for server-only ones. */
export function bundledCatalogueFor(lang: string): string {
  return (BUNDLED_LANGUAGES as readonly string[]).includes(lang) ? lang : FALLBACK_LANGUAGE;
}
