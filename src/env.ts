import * as v from 'valibot';

const EnvSchema = v.object({
  /** Origin of the backend, e.g. https://api.example.com. Empty = same origin. */
  VITE_API_URL: v.optional(v.pipe(v.string(), v.trim()), ''),
  /** Captcha site key; empty = development token accepted by the demo backend. */
  VITE_CAPTCHA_SITE_KEY: v.optional(v.pipe(v.string(), v.trim()), ''),
  /** Script URL of the captcha provider (used only with a site key). */
  VITE_CAPTCHA_SCRIPT_URL: v.optional(v.pipe(v.string(), v.trim()), ''),
});

// `import.meta.env` is undefined when the demo server runs the contract modules under plain Node.
const parsed = v.safeParse(EnvSchema, import.meta.env ?? {});
if (!parsed.success) {
  throw new Error(`Invalid build configuration: ${parsed.issues.map((i) => i.message).join('; ')}`);
}

export const env = parsed.output;

let originOverride: string | null = null;

/** Tools that run outside a page (the API probe) name the backend they talk to. */
export function setApiOrigin(origin: string | null) {
  originOverride = origin ? origin.replace(/\/+$/, '') : null;
}

/** Absolute origin every /api path is appended to. */
export function apiOrigin(): string {
  if (originOverride) return originOverride;
  const configured = env.VITE_API_URL.replace(/\/+$/, '');
  if (configured) return configured;
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}
