/** A language or country as the demo sends it (the spec-minimal mode sends `name` instead). */
export type NamedEntry = {
  code: string;
  title: string;
};

/** A currency as the demo sends it: every field SPEC.md section 3 names. */
export type Currency = {
  code: string;
  active: boolean;
  logo: string | null;
  precision: number;
  rates_precision: number;
  type: number;
  system: boolean;
};

/** Languages "the server" offers: the five built into the cabinet plus one more. */
export const LANGUAGES: readonly NamedEntry[] = [
  { code: 'ru', title: 'Русский' },
  { code: 'en', title: 'English' },
  { code: 'de', title: 'Deutsch' },
  { code: 'fr', title: 'Français' },
  { code: 'ua', title: 'Українська' },
  { code: 'es', title: 'Español' },
];

/** ISO 3166-1 alpha-2 codes with English titles. */
export const COUNTRIES: readonly NamedEntry[] = [
  { code: 'AE', title: 'United Arab Emirates' },
  { code: 'AM', title: 'Armenia' },
  { code: 'AR', title: 'Argentina' },
  { code: 'AT', title: 'Austria' },
  { code: 'AU', title: 'Australia' },
  { code: 'AZ', title: 'Azerbaijan' },
  { code: 'BE', title: 'Belgium' },
  { code: 'BR', title: 'Brazil' },
  { code: 'CA', title: 'Canada' },
  { code: 'CH', title: 'Switzerland' },
  { code: 'CN', title: 'China' },
  { code: 'CY', title: 'Cyprus' },
  { code: 'CZ', title: 'Czechia' },
  { code: 'DE', title: 'Germany' },
  { code: 'DK', title: 'Denmark' },
  { code: 'EE', title: 'Estonia' },
  { code: 'ES', title: 'Spain' },
  { code: 'FI', title: 'Finland' },
  { code: 'FR', title: 'France' },
  { code: 'GB', title: 'United Kingdom' },
  { code: 'GE', title: 'Georgia' },
  { code: 'GR', title: 'Greece' },
  { code: 'HK', title: 'Hong Kong' },
  { code: 'IE', title: 'Ireland' },
  { code: 'IL', title: 'Israel' },
  { code: 'IN', title: 'India' },
  { code: 'IT', title: 'Italy' },
  { code: 'JP', title: 'Japan' },
  { code: 'KZ', title: 'Kazakhstan' },
  { code: 'LT', title: 'Lithuania' },
  { code: 'LV', title: 'Latvia' },
  { code: 'MT', title: 'Malta' },
  { code: 'MX', title: 'Mexico' },
  { code: 'NL', title: 'Netherlands' },
  { code: 'NO', title: 'Norway' },
  { code: 'PL', title: 'Poland' },
  { code: 'PT', title: 'Portugal' },
  { code: 'RS', title: 'Serbia' },
  { code: 'SE', title: 'Sweden' },
  { code: 'SG', title: 'Singapore' },
  { code: 'TR', title: 'Turkey' },
  { code: 'UA', title: 'Ukraine' },
  { code: 'US', title: 'United States' },
  { code: 'UZ', title: 'Uzbekistan' },
];

const crypto = (code: string, precision: number, logo: string | null, active = true): Currency => ({
  code,
  active,
  logo,
  precision,
  rates_precision: Math.max(4, Math.min(precision, 8)),
  type: 1,
  system: false,
});

const fiat = (code: string): Currency => ({
  code,
  active: true,
  logo: null,
  precision: 2,
  rates_precision: 4,
  type: 0,
  system: true,
});

export const CURRENCIES: readonly Currency[] = [
  { ...crypto('USDT', 2, '/media/currencies/usdt.svg'), rates_precision: 4 },
  { ...crypto('USDC', 2, '/media/currencies/usdc.svg'), rates_precision: 4 },
  crypto('BTC', 8, '/media/currencies/btc.svg'),
  crypto('ETH', 6, '/media/currencies/eth.svg'),
  crypto('TRX', 6, '/media/currencies/trx.svg'),
  crypto('LTC', 8, '/media/currencies/ltc.svg'),
  crypto('TON', 6, '/media/currencies/ton.svg'),
  crypto('BNB', 6, null),
  crypto('SOL', 6, '/media/currencies/sol.svg'),
  crypto('DOGE', 4, '/media/currencies/doge.svg'),
  crypto('XMR', 8, '/media/currencies/xmr.svg', false),
  fiat('USD'),
  fiat('EUR'),
  fiat('RUB'),
];

export const LANGUAGE_CODES: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code));
