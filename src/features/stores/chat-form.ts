import * as v from 'valibot';
import type { Store } from '@/api/stores/stores.schemas';
import { charCount } from '@/domain/validation';

export interface ChatValues {
  chat_enabled: boolean;
  greeting: string;
  operator_name: string;
  working_hours: string;
  auto_reply: boolean;
}

export const GREETING_MAX = 500;
export const OPERATOR_MAX = 64;
export const HOURS_MAX = 64;

export const ChatSchema = v.object({
  chat_enabled: v.boolean(),
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
  auto_reply: v.boolean(),
});

export function storeToChatValues(store: Pick<Store, 'chat_enabled' | 'chat_settings'>): ChatValues {
  return {
    chat_enabled: store.chat_enabled === true,
    greeting: store.chat_settings.greeting ?? '',
    operator_name: store.chat_settings.operator_name ?? '',
    working_hours: store.chat_settings.working_hours ?? '',
    auto_reply: store.chat_settings.auto_reply ?? false,
  };
}

export function chatValuesToInput(storeId: number, values: ChatValues) {
  return {
    store_id: storeId,
    chat_enabled: values.chat_enabled,
    chat_settings: {
      greeting: values.greeting.trim(),
      operator_name: values.operator_name.trim(),
      working_hours: values.working_hours.trim(),
      auto_reply: values.auto_reply,
    },
  };
}
