/**
 * What the guest screens need (layout, sign-in, errors, the UI kit): loaded at start. The
 * names of the signed-in areas' actions in errors.json come with the rest
 * (scripts/build/error-catalogue.ts).
 */
export const files: Record<string, unknown> = {
  ...import.meta.glob('../../../locales/en/{layout,auth,ui}.json', { eager: true, import: 'default' }),
  ...import.meta.glob('../../../locales/en/errors.json', {
    eager: true,
    import: 'default',
    query: '?part=core',
  }),
};
