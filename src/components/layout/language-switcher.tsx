import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/enums/enums.queries';
import type { Language } from '@/api/enums/enums.schemas';
import { NativeSelect } from '@/components/ui/native-select';
import { changeLanguage } from '@/i18n/i18n';
import { languageOptions } from '@/i18n/languages';
import { useIdle } from '@/lib/use-idle';

/**
 * The server's languages (GET /api/enums?enum=languages) as the query cache holds them: at once
 * when an earlier screen or the palette read them, and as soon as anyone reads them again. Asked
 * for once `ask` is true (an hour fresh, so a remount does not ask again); a failure leaves
 * none, and the next mount or the palette asks again. A view of the cache, not an observer:
 * the sign-in screen's code then needs none of Query's observers (3 KB) at start.
 */
function useServerLanguages(ask: boolean): readonly Language[] {
  const queryClient = useQueryClient();
  const { queryKey } = languagesQuery();
  useEffect(() => {
    if (ask) void queryClient.prefetchQuery({ ...languagesQuery(), meta: { silent: true } });
  }, [ask, queryClient]);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // The cached list keeps its identity until it changes, so other queries' events re-render nothing.
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData(queryKey)) ?? NONE;
}

const NONE: readonly Language[] = [];

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
