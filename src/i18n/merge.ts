export type Catalogue = { [key: string]: string | Catalogue };

/** `{ '../locales/en/profile.json': {...} }` -> `{ profile: {...} }` (a file is a namespace). */
export function mergeNamespaces(files: Record<string, unknown>): Catalogue {
  const out: Catalogue = {};
  for (const [path, content] of Object.entries(files)) {
    const name = path
      .split('/')
      .pop()
      ?.replace(/\.json$/, '');
    if (name && content && typeof content === 'object') out[name] = content as Catalogue;
  }
  return out;
}
