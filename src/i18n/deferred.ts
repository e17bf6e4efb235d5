import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Namespaces of one signed-in screen, left out of the signed-in catalogue (so no first load
 * carries them) and downloaded with the screen that shows them. Only the bundled languages
 * are here: the others come whole from the server (GET /api/get-content), with English
 * loaded here as their fallback.
 */
const deferred = {
  developer: import.meta.glob<Record<string, unknown>>('../../locales/{en,ru}/developer.json', {
    import: 'default',
  }),
};

export type DeferredNamespace = keyof typeof deferred;

/**
 * The catalogue the keys are typed from (i18next.d.ts) and the fallback language. Written here
 * rather than imported, so the sign-in screen's code exports nothing more for this module.
 */
const SOURCE_LANGUAGE = 'en';

const loads = new Map<string, Promise<void>>();

/**
 * Whether the namespace's messages for the current language are in; loads them first
 * (added under what the server sent: bundled text never overrides the server's).
 */
export function useDeferredNamespace(name: DeferredNamespace): boolean {
  const { i18n } = useTranslation();
  const own = `../../locales/${i18n.language}/${name}.json`;
  const lang = own in deferred[name] ? i18n.language : SOURCE_LANGUAGE;
  const id = `${name}/${lang}`;
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let load = loads.get(id);
    if (!load) {
      const loader = deferred[name][`../../locales/${lang}/${name}.json`];
      load = loader
        ? loader().then((messages) => {
            i18n.addResourceBundle(lang, 'translation', { [name]: messages }, true, false);
          })
        : Promise.resolve();
      // A failed download may be tried again by the next screen that asks.
      load.catch(() => loads.delete(id));
      loads.set(id, load);
    }
    load.then(
      () => live && setReady(id),
      () => live && setReady(id),
    );
    return () => {
      live = false;
    };
  }, [i18n, id, lang, name]);

  return ready === id;
}
