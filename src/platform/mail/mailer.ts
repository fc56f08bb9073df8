import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { PlatformConfig } from '../config.js';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** An email as the outbox keeps it: one JSON file each. */
export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  /** ISO instant it was sent. */
  date: string;
}

export interface Mailer {
  send(mail: OutgoingMail, now: Date): Promise<void>;
}

/** The file name sorts by time, so the outbox lists in the order mail was sent. */
const fileName = (mail: StoredMail) => `${mail.date.replace(/[:.]/g, '-')}-${mail.id}.json`;

function outboxMailer(config: PlatformConfig): Mailer {
  return {
    async send(mail, now) {
      const stored: StoredMail = {
        id: randomUUID(),
        from: config.MAIL_FROM,
        date: now.toISOString(),
        ...mail,
      };
      await mkdir(config.outboxDir, { recursive: true });
      await writeFile(join(config.outboxDir, fileName(stored)), JSON.stringify(stored, null, 2));
    },
  };
}

function smtpMailer(config: PlatformConfig, smtpUrl: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}

/** Sends through SMTP_URL when it is set; otherwise writes each email to the outbox folder. */
export function createMailer(config: PlatformConfig): Mailer {
  return config.SMTP_URL ? smtpMailer(config, config.SMTP_URL) : outboxMailer(config);
}
