import type auth from '../../locales/en/auth.json';
import type checklist from '../../locales/en/checklist.json';
import type dashboard from '../../locales/en/dashboard.json';
import type developer from '../../locales/en/developer.json';
import type errors from '../../locales/en/errors.json';
import type finance from '../../locales/en/finance.json';
import type invoice_events from '../../locales/en/invoice_events.json';
import type invoice_status from '../../locales/en/invoice_status.json';
import type invoices from '../../locales/en/invoices.json';
import type layout from '../../locales/en/layout.json';
import type palette from '../../locales/en/palette.json';
import type profile from '../../locales/en/profile.json';
import type second_factor from '../../locales/en/second_factor.json';
import type security from '../../locales/en/security.json';
import type shell from '../../locales/en/shell.json';
import type stores from '../../locales/en/stores.json';
import type transaction_table from '../../locales/en/transaction_table.json';
import type ui from '../../locales/en/ui.json';

/**
 * The English catalogue as the app merges it (src/i18n/merge.ts): a single `translation`
 * resource with one top-level key per file of locales/en. tsc rejects a key it lacks.
 */
interface Messages {
  auth: typeof auth;
  checklist: typeof checklist;
  dashboard: typeof dashboard;
  developer: typeof developer;
  errors: typeof errors;
  finance: typeof finance;
  invoice_events: typeof invoice_events;
  invoice_status: typeof invoice_status;
  invoices: typeof invoices;
  layout: typeof layout;
  palette: typeof palette;
  profile: typeof profile;
  second_factor: typeof second_factor;
  security: typeof security;
  shell: typeof shell;
  stores: typeof stores;
  transaction_table: typeof transaction_table;
  ui: typeof ui;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
