/**
 * The signed-in screens of SPEC section 2 that need no record id other than a store's
 * (the demo's first approved store, 301, unless told). Journeys that walk every screen start
 * from this list and add the detail pages they found.
 */
export function signedInScreens(storeId = 301): string[] {
  return [
    '/',
    '/profile',
    '/profile/security',
    '/profile/verification',
    '/profile/addresses',
    '/profile/notifications',
    '/store',
    '/store/new',
    `/store/${storeId}`,
    `/store/${storeId}/settings`,
    `/store/${storeId}/integration`,
    `/store/${storeId}/fees`,
    `/store/${storeId}/chat`,
    '/finance',
    '/finance/invoice',
    `/finance/invoice/new?invoiceType=payment&storeId=${storeId}`,
    '/finance/replenishment',
    '/finance/withdrawal',
  ];
}
