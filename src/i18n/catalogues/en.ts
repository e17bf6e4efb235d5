/**
 * The namespaces every signed-in screen may show (the frame, the dashboard, stores, invoices):
 * loaded before the first signed-in screen. The finance and profile areas' own messages load
 * with those areas (`en-areas.ts`).
 * The command palette's messages
 * load with the palette, on its first use, and the developer corner's with its page (../deferred.ts).
 */
export const files: Record<string, unknown> = {
  ...import.meta.glob(
    [
      '../../../locales/en/*.json',
      '!../../../locales/en/{layout,auth,errors,ui,palette,developer,finance,security,profile}.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
};
