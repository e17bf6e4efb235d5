import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/enums/enums.queries';
import { NativeSelect } from '@/components/ui/native-select';
import { changeLanguage } from '@/i18n/i18n';
import { BASE_LANGUAGES, LANGUAGE_NAMES } from '@/i18n/languages';
import { useIdle } from '@/lib/use-idle';

/**
 * RU, EN, DE, FR, UA plus the server's list (GET /api/enums?enum=languages). With `ask`
 * false the server is not asked yet (the bundled five are shown meanwhile).
 */
export function useLanguageOptions(ask = true) {
  const server = useQuery({ ...languagesQuery(), enabled: ask, meta: { silent: true } });
  const codes = new Map<string, string>(BASE_LANGUAGES.map((code) => [code, LANGUAGE_NAMES[code] ?? code]));
  for (const language of server.data ?? []) {
    // A server language without a name is listed under its code.
    if (!codes.has(language.code)) codes.set(language.code, language.title ?? language.code.toUpperCase());
  }
  return [...codes].map(([value, label]) => ({ value, label }));
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // The switcher is on every screen: its server list waits until the screen is up, or
  // until the merchant reaches for it.
  const [reached, setReached] = useState(false);
  const options = useLanguageOptions(useIdle() || reached);
  return (
    <NativeSelect
      className={className}
      label={t('layout.language')}
      hideLabel
      size="sm"
      options={options}
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.target.value)}
      onFocus={() => setReached(true)}
      onPointerEnter={() => setReached(true)}
    />
  );
}
