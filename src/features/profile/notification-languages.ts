import type { Language } from '@/api/enums/enums.schemas';
import { BASE_LANGUAGES, LANGUAGE_NAMES } from '@/i18n/languages';
import { languageCode } from '@/lib/language-codes';

export interface LanguageOption {
  value: string;
  label: string;
}

/**
 * Languages notifications can be sent in (SPEC.md section 1): the base list (RU, EN, DE, FR,
 * UA) first, then the languages only the server offers; the saved one is always present. The
 * server's names are used when it sends them (`title` or `name`, read by the enums schema).
 */
export function notificationLanguageOptions(server: readonly Language[], saved: string): LanguageOption[] {
  const titles = new Map<string, string>();
  for (const { code, title } of server) {
    const key = languageCode(code);
    // A row without a code cannot be chosen; one without a name is listed under its code.
    if (key && !titles.has(key)) titles.set(key, title?.trim() || LANGUAGE_NAMES[key] || key.toUpperCase());
  }
  const base = BASE_LANGUAGES.map((code) => ({
    value: code,
    label: titles.get(code) ?? LANGUAGE_NAMES[code] ?? code,
  }));
  const known = new Set<string>(BASE_LANGUAGES);
  const extra = [...titles.entries()]
    .filter(([code]) => !known.has(code))
    .map(([code, title]) => ({ value: code, label: title }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const options = [...base, ...extra];
  const current = saved ? languageCode(saved) : '';
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: LANGUAGE_NAMES[current] ?? current.toUpperCase() });
  }
  return options;
}

/**
 * The code a chosen language is saved as: the server's own code for it (as its language list
 * gives it: `EN`, `en-GB`, `uk`), else the cabinet's (one of the five the server does not list).
 */
export function languageToSend(code: string, server: readonly Language[]): string {
  return server.find((language) => language.code === code)?.raw ?? code;
}
