import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ensureAreaCatalogue } from '@/i18n/i18n';

/** The finance area: each page draws its own header (title, actions) above the finance tabs. */
export const Route = createFileRoute('/_app/finance')({
  // The area's own messages (i18n.ts) load as its loader, alongside its pages' code and data
  // (a beforeLoad would hold every loader until they are in; preloading on intent asks early).
  loader: () => ensureAreaCatalogue(),
  component: Outlet,
});
