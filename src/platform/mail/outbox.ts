import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { StoredMail } from './mailer.js';

const storedMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  date: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});

/** The emails in the outbox folder, newest first; `to` keeps those sent to that address. */
export async function listOutbox(dir: string, to?: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .map(async (name) => {
        const parsed = storedMailSchema.safeParse(
          JSON.parse(await readFile(join(dir, name), 'utf8')),
        );
        return parsed.success ? [parsed.data] : [];
      }),
  );
  const wanted = to?.toLowerCase();
  return mails.flat().filter((mail) => !wanted || mail.to.toLowerCase() === wanted);
}
