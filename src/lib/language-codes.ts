/** Language tags as an answer may send them, read into the code the cabinet keys by. */

/**
 * A language as the cabinet keys it: lower case, the primary subtag of a tag (`en-US` -> `en`),
 * and Ukrainian as SPEC writes it (`UA`), whether it comes as `ua` or as ISO 639-1 `uk`.
 */
export function languageCode(value: string): string {
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'uk' ? 'ua' : primary;
}
