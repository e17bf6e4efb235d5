import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Namespaces of one signed-in screen, left out of the signed-in catalogue and downloaded with the screen that shows them. Only the bundled languages
 * are here: the others come whole from the server (GET /api/get-content), with English
 * loaded here as their fallback.
 */
const deferred = {
  developer: import.meta.glob<Record<string, unknown>>('../../locales/{en,ru}/developer.json', {
    import: 'default',
  }),
  palette: import.meta.glob<Record<string, unknown>>('../../locales/{en,ru}/palette.json', {
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

interface Bundles {
  addResourceBundle(lng: string, ns: string, resources: object, deep: boolean, overwrite: boolean): unknown;
}

/** The language whose bundled messages stand for `language` (English when it has none). */
function bundledFor(name: DeferredNamespace, language: string): string {
  return `../../locales/${language}/${name}.json` in deferred[name] ? language : SOURCE_LANGUAGE;
}

/**
 * Loads the namespace's messages for `language` once (added under what the server sent:
 * bundled text never overrides the server's). A failed download may be tried again.
 */
export function loadDeferredNamespace(
  i18n: Bundles,
  name: DeferredNamespace,
  language: string,
): Promise<void> {
  const lang = bundledFor(name, language);
  const id = `${name}/${lang}`;
  let load = loads.get(id);
  if (!load) {
    const loader = deferred[name][`../../locales/${lang}/${name}.json`];
    load = loader
      ? loader().then((messages) => {
          i18n.addResourceBundle(lang, 'translation', { [name]: messages }, true, false);
        })
      : Promise.resolve();
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/** Whether the namespace's messages for the current language are in; loads them first. */
export function useDeferredNamespace(name: DeferredNamespace): boolean {
  const { i18n } = useTranslation();
  const id = `${name}/${bundledFor(name, i18n.language)}`;
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const done = () => live && setReady(id);
    loadDeferredNamespace(i18n, name, i18n.language).then(done, done);
    return () => {
      live = false;
    };
  }, [i18n, id, name]);

  return ready === id;
}
