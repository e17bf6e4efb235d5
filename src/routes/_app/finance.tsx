import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The finance area: each page draws its own header (title, actions) above the finance tabs. */
export const Route = createFileRoute('/_app/finance')({
  component: Outlet,
});
