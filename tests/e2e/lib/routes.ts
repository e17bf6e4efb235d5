/**
 * The signed-in screens of SPEC section 2 that need no record id, with the demo's first
 * approved store (301). Journeys that walk every screen start from this list.
 */
export const SIGNED_IN_SCREENS = [
  '/',
  '/profile',
  '/profile/security',
  '/profile/verification',
  '/profile/addresses',
  '/profile/notifications',
  '/store',
  '/store/new',
  '/store/301',
  '/store/301/settings',
  '/store/301/integration',
  '/store/301/fees',
  '/store/301/chat',
  '/finance',
  '/finance/invoice',
  '/finance/invoice/new?invoiceType=payment&storeId=301',
  '/finance/replenishment',
  '/finance/withdrawal',
] as const;
