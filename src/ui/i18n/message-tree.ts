import { z } from 'zod/mini';

/** A catalogue or part of one: messages, possibly nested under keys. */
export type MessageTree = { [key: string]: string | MessageTree };

export const messageTreeSchema: z.ZodMiniType<MessageTree> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => messageTreeSchema)]),
);
