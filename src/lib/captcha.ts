import { env } from '@/env';

/** Sent when no captcha site key is configured; the demo backend accepts it. */
export const DEV_CAPTCHA_TOKEN = 'dev-captcha-token';

interface CaptchaProvider {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaProvider;
  }
}

let loading: Promise<CaptchaProvider> | null = null;

function loadProvider(scriptUrl: string, siteKey: string): Promise<CaptchaProvider> {
  loading ??= new Promise<CaptchaProvider>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const provider = window.grecaptcha;
      if (!provider) reject(new Error('captcha provider missing'));
      else provider.ready(() => resolve(provider));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('captcha script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * A captcha token for an action. With `VITE_CAPTCHA_SITE_KEY` (and the provider's
 * `VITE_CAPTCHA_SCRIPT_URL`, an invisible score-based captcha with a `ready` / `execute`
 * API) the provider's script is loaded on first use; without one, a development token.
 */
export async function captchaToken(action: string): Promise<string> {
  const siteKey = env.VITE_CAPTCHA_SITE_KEY;
  const scriptUrl = env.VITE_CAPTCHA_SCRIPT_URL;
  if (!siteKey || !scriptUrl) return DEV_CAPTCHA_TOKEN;
  const provider = await loadProvider(scriptUrl, siteKey);
  return provider.execute(siteKey, { action });
}
