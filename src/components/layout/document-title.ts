import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to `<page> · <brand>` (translated, follows the language). */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = t('layout.brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
