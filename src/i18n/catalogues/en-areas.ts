/**
 * The finance and profile areas' own messages (their screens, forms and rules: finance,
 * security, profile): loaded when the merchant first opens one of them (i18n.ts,
 * ensureAreaCatalogue), not before.
 */
export const files: Record<string, unknown> = import.meta.glob(
  '../../../locales/en/{finance,security,profile}.json',
  { eager: true, import: 'default' },
);
