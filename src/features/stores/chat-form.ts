import * as v from 'valibot';
import { editOr, Kept } from '@/api/http/kept';
import type { ChatSettingsInput } from '@/api/stores/schemas/inputs.schemas';
import type { Store } from '@/api/stores/schemas/store.schemas';
import { isRecord } from '@/lib/is-record';
import { charCount } from '@/lib/text';

export interface ChatValues {
  /** null: the switch's saved state could not be read (shown as unknown, never OFF). */
  chat_enabled: boolean | null;
  greeting: string;
  operator_name: string;
  working_hours: string;
  auto_reply: boolean | null;
}

/** Texts of the chat form whose saved value could not be read (they start empty and say so). */
export type ChatUnread = ReadonlySet<'greeting' | 'operator_name' | 'working_hours'>;

export const GREETING_MAX = 500;
export const OPERATOR_MAX = 64;
export const HOURS_MAX = 64;

export const ChatSchema = v.object({
  chat_enabled: v.nullable(v.boolean()),
  greeting: v.pipe(
    v.string(),
    v.check((s) => charCount(s.trim()) <= GREETING_MAX, 'stores.chat.greeting_long'),
  ),
  operator_name: v.pipe(
    v.string(),
    v.check((s) => charCount(s.trim()) <= OPERATOR_MAX, 'stores.chat.text_long'),
  ),
  working_hours: v.pipe(
    v.string(),
    v.check((s) => charCount(s.trim()) <= HOURS_MAX, 'stores.chat.text_long'),
  ),
  auto_reply: v.nullable(v.boolean()),
});

const TEXTS = ['greeting', 'operator_name', 'working_hours'] as const;

/**
 * The chat form of a store. A store without chat settings (none sent) starts with empty texts
 * and auto-reply off; settings the server sent in a shape the cabinet cannot read leave each
 * field unknown, never blank or OFF.
 */
export function storeToChatValues(store: Pick<Store, 'chat_enabled' | 'chat_settings' | 'sent'>): {
  values: ChatValues;
  unread: ChatUnread;
} {
  const sent = store.sent.chat_settings;
  const none = sent === undefined || sent === null;
  const settings = store.chat_settings;
  const unread = new Set<'greeting' | 'operator_name' | 'working_hours'>();
  const textOf = (name: (typeof TEXTS)[number]) => {
    const value = settings?.[name] ?? null;
    if (value !== null || none) return value ?? '';
    unread.add(name);
    return '';
  };
  const values: ChatValues = {
    chat_enabled: store.chat_enabled,
    greeting: textOf('greeting'),
    operator_name: textOf('operator_name'),
    working_hours: textOf('working_hours'),
    auto_reply: settings?.auto_reply ?? (none ? false : null),
  };
  return { values, unread };
}

/**
 * The chat save: the switch as edited or as the server sent it; the settings object the server
 * sent with the edited fields merged onto it, or as it came when nothing in it was edited.
 */
export function chatValuesToInput(
  storeId: number,
  values: ChatValues,
  initial: ChatValues,
  sent: Record<string, unknown>,
): ChatSettingsInput {
  const edits: Record<string, unknown> = {};
  for (const name of TEXTS) if (values[name] !== initial[name]) edits[name] = values[name].trim();
  if (values.auto_reply !== initial.auto_reply && values.auto_reply !== null)
    edits.auto_reply = values.auto_reply;
  const settings = isRecord(sent.chat_settings) ? sent.chat_settings : {};
  return {
    store_id: storeId,
    chat_enabled: editOr(
      values.chat_enabled !== initial.chat_enabled && values.chat_enabled !== null,
      values.chat_enabled === true,
      sent.chat_enabled,
    ),
    chat_settings: new Kept(Object.keys(edits).length ? { ...settings, ...edits } : sent.chat_settings),
  };
}
