import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ensureAreaCatalogue } from '@/i18n/i18n';

/** The finance area: each page draws its own header (title, actions) above the finance tabs. */
export const Route = createFileRoute('/_app/finance')({
  // The area's own messages come with it (i18n.ts), alongside its pages' code and data.
  beforeLoad: () => ensureAreaCatalogue(),
  component: Outlet,
});
