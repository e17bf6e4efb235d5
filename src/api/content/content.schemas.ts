import * as v from 'valibot';

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

export const Messages: v.GenericSchema<Messages> = v.lazy(() =>
  v.record(v.string(), v.union([v.string(), Messages])),
);
