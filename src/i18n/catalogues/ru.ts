import { mergeNamespaces } from '../merge';

/** The complete Russian catalogue, bundled so Russian works against any backend. */
export const catalogue = mergeNamespaces(import.meta.glob('../../../locales/ru/*.json', { eager: true, import: 'default' }));
