/**
 * Every other namespace (the signed-in areas): loaded before the first signed-in screen. The
 * namespaces of src/i18n/deferred.ts are left out: they download with the screen using them.
 */
export const files: Record<string, unknown> = import.meta.glob(
  ['../../../locales/ru/*.json', '!../../../locales/ru/{layout,auth,errors,ui,developer}.json'],
  {
    eager: true,
    import: 'default',
  },
);
