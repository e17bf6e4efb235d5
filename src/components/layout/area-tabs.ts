/** Tabs of each area (SPEC.md section 2); labels are translation keys. */
export const PROFILE_TABS = [
  { to: '/profile', label: 'shell.tabs.profile', exact: true },
  { to: '/profile/security', label: 'shell.tabs.security' },
  { to: '/profile/verification', label: 'shell.tabs.verification' },
  { to: '/profile/addresses', label: 'shell.tabs.addresses' },
  { to: '/profile/notifications', label: 'shell.tabs.notifications' },
] as const;

export const FINANCE_TABS = [
  { to: '/finance', label: 'shell.tabs.finance_overview', exact: true },
  { to: '/finance/invoice', label: 'shell.tabs.invoices' },
  { to: '/finance/replenishment', label: 'shell.tabs.replenishment' },
  { to: '/finance/withdrawal', label: 'shell.tabs.withdrawal' },
] as const;

export const STORE_TABS = [
  { to: '/store', label: 'shell.tabs.store_list', exact: true },
  { to: '/store/new', label: 'shell.tabs.store_new' },
] as const;
