import { i18n } from '../i18n';
import { FALLBACK_LANGUAGE } from '../languages';
import type { Catalogue } from '../merge';

/**
 * The command palette's messages (locales/<lang>/palette.json) of the bundled languages,
 * each its own small chunk: they load with the palette, on its first use, so the first
 * screen carries none of them. The other languages get them from the server with the rest
 * of their messages (GET /api/get-content), like every namespace.
 */
const bundled = import.meta.glob<Catalogue>('../../../locales/{en,ru}/palette.json', { import: 'default' });

const loading = new Map<string, Promise<void>>();

function loadOne(lang: string): Promise<void> {
  let pending = loading.get(lang);
  const load = bundled[`../../../locales/${lang}/palette.json`];
  if (!pending && load) {
    // Added under what the server sent, as the rest of the bundled catalogue is.
    pending = load().then(
      (messages) => {
        i18n.addResourceBundle(lang, 'translation', { palette: messages }, true, false);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending ?? Promise.resolve();
}

/** The palette's messages in `lang` (when bundled) and in the English fallback. */
export async function ensurePaletteMessages(lang: string = i18n.language): Promise<void> {
  await Promise.all([...new Set([lang, FALLBACK_LANGUAGE])].map(loadOne));
}
