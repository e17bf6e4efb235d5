/** Tabs of each area (SPEC.md section 2); labels are translation keys. */
export const PROFILE_TABS = [
  { to: '/profile', label: 'layout.tabs.profile', exact: true },
  { to: '/profile/security', label: 'layout.tabs.security' },
  { to: '/profile/verification', label: 'layout.tabs.verification' },
  { to: '/profile/addresses', label: 'layout.tabs.addresses' },
  { to: '/profile/notifications', label: 'layout.tabs.notifications' },
] as const;

export const FINANCE_TABS = [
  { to: '/finance', label: 'layout.tabs.finance_overview', exact: true },
  { to: '/finance/invoice', label: 'layout.tabs.invoices' },
  { to: '/finance/replenishment', label: 'layout.tabs.replenishment' },
  { to: '/finance/withdrawal', label: 'layout.tabs.withdrawal' },
] as const;

export const STORE_TABS = [
  { to: '/store', label: 'layout.tabs.store_list', exact: true },
  { to: '/store/new', label: 'layout.tabs.store_new' },
] as const;
