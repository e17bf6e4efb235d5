import * as v from 'valibot';

/**
 * Never overwrite what was not read: a save sends each value the merchant did not edit back
 * exactly as the server sent it, and merges edits onto the object the server sent.
 */

/**
 * A value the server sent that the cabinet could not read: not left out, not null, yet read as
 * unknown. Its field says so, and a save sends it back unchanged.
 */
export function unreadable(read: unknown, sent: unknown): boolean {
  return (read === null || read === undefined) && sent !== undefined && sent !== null;
}

/**
 * A value sent back as the server sent it, because the merchant did not edit it. It goes into
 * a JSON body as that value (`toJSON`); `keptOr(schema)` lets an input schema take it.
 */
export class Kept {
  constructor(readonly value: unknown) {}
  toJSON(): unknown {
    return this.value;
  }
}

/** The merchant's edit where there is one, else the server's own value, unchanged. */
export function editOr<T>(edited: boolean, value: T, sent: unknown): T | Kept {
  return edited ? value : new Kept(sent);
}

/** An input field that is either a checked edit or the server's own value, kept. */
export function keptOr<S extends v.GenericSchema>(schema: S) {
  return v.union([v.instance(Kept), schema]);
}
