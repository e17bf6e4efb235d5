import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * Shorter names for the production build's CSS module classes and keyframes: the local name
 * and four characters of a hash of its file (relative to the project, so every machine builds
 * the same names), `button_Ab3x`. The default (`_button_1tvmx_1`) adds a line number to each,
 * which compresses poorly in the JS maps and the CSS of every screen. Development keeps the
 * default. Two names alike fail the build.
 */
export function shortClassNames(root: string): (local: string, file: string) => string {
  const taken = new Map<string, string>();
  return (local, file) => {
    const path = relative(root, file.replace(/\?.*$/, '')).split('\\').join('/');
    const key = `${path}:${local}`;
    const name = `${local}_${createHash('sha256').update(path).digest('base64url').slice(0, 4)}`;
    const owner = taken.get(name);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS module class names ${owner} and ${key} both shorten to ${name}`);
    }
    taken.set(name, key);
    return name;
  };
}
