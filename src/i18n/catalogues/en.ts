/** Every other namespace (the signed-in areas): loaded before the first signed-in screen. */
export const files: Record<string, unknown> = import.meta.glob(
  ['../../../locales/en/*.json', '!../../../locales/en/{layout,auth,errors,ui,developer}.json'],
  {
    eager: true,
    import: 'default',
  },
);
