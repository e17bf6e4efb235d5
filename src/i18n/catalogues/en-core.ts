/** What the guest screens need (layout, sign-in, errors, the UI kit): loaded at start. */
export const files: Record<string, unknown> = {
  ...import.meta.glob('../../../locales/en/{layout,auth,errors,ui}.json', { eager: true, import: 'default' }),
};
