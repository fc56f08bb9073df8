import { isPlainRecord } from '../lib/plain-record.js';

/** A catalogue or part of one: messages, possibly nested under keys. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Whether `value` is a message tree. Checked by hand rather than with a schema library, because
 * server messages are merged at start-up and the checker travels in the entry chunk.
 */
export function isMessageTree(value: unknown): value is MessageTree {
  return (
    isPlainRecord(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || isMessageTree(entry))
  );
}
