/** The demo merchant-owner (README "Demo credentials"). */
export const DEMO_LOGIN = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_USER_ID = '501';
export const DEMO_MERCHANT_ID = 1001;
/** A second, freshly signed-up merchant-owner: few profile fields, no second factor, no stores, no invoices. */
export const FRESH_LOGIN = 'fresh@example.com';
export const FRESH_PASSWORD = 'Demo1234';
export const FRESH_USER_ID = '502';
export const FRESH_MERCHANT_ID = 1002;
/** Token the development captcha adapter sends when no captcha site key is configured. */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';
