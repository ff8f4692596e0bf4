import type { Messages } from "./catalog";

/**
 * A page's messages as one JSON text, the way the root loader sends them (docs/decisions/058). React Router writes an
 * object into the page data as a flat table in which every key and value is a numbered entry; the home page's words
 * written that way gzipped to about 850 bytes more than the same words as JSON inside one string.
 */
export type PackedMessages = string & { readonly packedMessages: true };

export function packMessages(messages: Partial<Messages>): PackedMessages {
  return JSON.stringify(messages) as PackedMessages;
}

/** The last text read, so that every component of a render (and every render of one page) shares one object. */
let last: { packed: string; messages: Partial<Messages> } | undefined;

export function unpackMessages(packed: PackedMessages | undefined): Partial<Messages> | undefined {
  if (packed === undefined) return undefined;
  if (last?.packed !== packed) last = { packed, messages: JSON.parse(packed) as Partial<Messages> };
  return last.messages;
}
