import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * The areas whose calls the guest screens make (sign-in, password reset, the server's texts
 * and language list): the names of their actions stay in the core catalogue, so a failed
 * sign-in still says "Signing in failed: …".
 */
export const GUEST_ACTION_AREAS = ['auth', 'content', 'enums'];

const ERRORS = /[\\/]locales[\\/][a-z-]+[\\/]errors\.json\?part=(core|signed-in)$/;

type Tree = Record<string, unknown>;

/**
 * `errors.json` in two parts: `?part=core` is the file without the names of the signed-in
 * areas' actions (`errors.actions.<area>`, for "<action> failed: <reason>" toasts; half of
 * the file), `?part=signed-in` is just those names. The core catalogue, which every screen
 * loads at start (the sign-in screen too), takes the first; the signed-in catalogue, loaded
 * before the first signed-in screen, the second (src/i18n/catalogues). Translators keep one
 * file per language.
 */
export function splitErrorCatalogue(text: string, part: 'core' | 'signed-in'): Tree {
  const { actions, ...errors } = JSON.parse(text) as Tree;
  const guest: Tree = {};
  const signedIn: Tree = {};
  for (const [area, names] of Object.entries((actions ?? {}) as Tree)) {
    (GUEST_ACTION_AREAS.includes(area) ? guest : signedIn)[area] = names;
  }
  return part === 'core' ? { ...errors, actions: guest } : { actions: signedIn };
}

export function errorCatalogue(): Plugin {
  return {
    name: 'error-catalogue',
    enforce: 'pre',
    async load(id) {
      const match = ERRORS.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.lastIndexOf('?'));
      this.addWatchFile(file);
      const part = match[1] === 'core' ? 'core' : 'signed-in';
      // A module of its own (the id's query hides the .json from the JSON loader).
      return `export default ${JSON.stringify(splitErrorCatalogue(await readFile(file, 'utf8'), part))};`;
    },
  };
}
