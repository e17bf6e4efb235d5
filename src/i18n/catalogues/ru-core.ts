import { mergeNamespaces } from '../merge';

/** What the guest screens need (layout, sign-in, errors, the UI kit): loaded at start. */
export const catalogue = mergeNamespaces(
  import.meta.glob('../../../locales/ru/{layout,auth,errors,ui}.json', { eager: true, import: 'default' }),
);
