// Sending mail through nodemailer: over SMTP when SMTP_URL is set, otherwise each message as an .eml file in DATA_DIR/mail.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates';

/** One message: its recipient, what kind it is (a file name part and the X-Mail-Kind header), its content. */
export interface OutgoingMail extends MailContent {
  to: string;
  kind: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with credentials; none writes files. */
  smtpUrl?: string;
  /** Where the files go without SMTP (DATA_DIR/mail). */
  mailDir: string;
  /** The From header, e.g. "GrowDiaries <no-reply@example.org>". */
  from: string;
}

function messageOf(mail: OutgoingMail, from: string) {
  return {
    from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html,
    headers: { 'X-Mail-Kind': mail.kind, ...mail.headers },
  };
}

/** A sortable, unique file name: the time, the kind and a random part. */
function emlName(kind: string): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer({ smtpUrl, mailDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail(messageOf(mail, from));
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await files.sendMail(messageOf(mail, from));
      await mkdir(mailDir, { recursive: true });
      // Written under another name first, so a reader of *.eml never sees half a message.
      const file = path.join(mailDir, emlName(mail.kind));
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
    },
  };
}
