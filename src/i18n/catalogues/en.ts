import { mergeNamespaces } from '../merge';

/** The complete English catalogue, bundled: the fallback for every language. */
export const catalogue = mergeNamespaces(import.meta.glob('../../../locales/en/*.json', { eager: true, import: 'default' }));
