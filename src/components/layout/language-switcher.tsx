import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/enums/enums.queries';
import type { Language } from '@/api/enums/enums.schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { changeLanguage } from '@/i18n/i18n';
import { languageOptions } from '@/i18n/languages';
import { useIdle } from '@/lib/use-idle';

/**
 * The server's languages (GET /api/enums?enum=languages) once `ask` is true, read once through
 * the query cache (an hour fresh, so a screen change does not ask again); until then, and if the
 * call fails, none. A one-off read, not an observer: the sign-in screen's code then needs none
 * of Query's observers (3 KB) at start.
 */
function useServerLanguages(ask: boolean): readonly Language[] {
  const queryClient = useQueryClient();
  const [languages, setLanguages] = useState<readonly Language[]>([]);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    queryClient
      .fetchQuery({ ...languagesQuery(), meta: { silent: true } })
      .then((list) => {
        if (current) setLanguages(list);
      })
      // The bundled five stay; the next screen asks again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ask, queryClient]);
  return languages;
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // The switcher is on every screen: its server list waits until the screen is up, or
  // until the merchant reaches for it.
  const [reached, setReached] = useState(false);
  const options = languageOptions(useServerLanguages(useIdle() || reached));
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
