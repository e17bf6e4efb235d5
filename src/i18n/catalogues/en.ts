/**
 * Every other namespace (the signed-in areas): loaded before the first signed-in screen. The
 * command palette's messages load with the palette, on its first use (./palette.ts).
 */
export const files: Record<string, unknown> = import.meta.glob(
  ['../../../locales/en/*.json', '!../../../locales/en/{layout,auth,errors,ui,palette}.json'],
  {
    eager: true,
    import: 'default',
  },
);
