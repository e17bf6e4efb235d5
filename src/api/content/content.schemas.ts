import * as v from 'valibot';
import { isRecord } from '@/lib/is-record';

export const ContentInput = v.object({
  /** Application whose texts are wanted; the cabinet asks for `cabinet`. */
  app: v.pipe(v.string(), v.nonEmpty()),
  /** Language code, lowercase (ru, en, de, fr, ua, ...). */
  lang: v.pipe(v.string(), v.nonEmpty()),
});
export type ContentInput = v.InferInput<typeof ContentInput>;

/** Translation messages: namespaces of strings, nested to any depth. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * The messages that can be used: texts, numbers as text, nested groups. A key without a text
 * (null: not translated yet, or another type) is left out, so the bundled text stays.
 */
function usableMessages(record: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    else if (isRecord(value)) out[key] = usableMessages(value);
  }
  return out;
}

/**
 * "translation messages" (SPEC.md section 7): `{ <namespace>: { <key>: text or nested messages } }`.
 * An empty answer (no messages for that language) reads as none.
 */
export const Messages = v.pipe(v.nullish(v.record(v.string(), v.unknown()), {}), v.transform(usableMessages));
