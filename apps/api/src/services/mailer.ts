import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text body: every mail has one (mail clients without HTML, screen readers). */
  text: string;
  /**
   * An HTML alternative of the same content (issue 25 item 8: order mails). Build it with
   * `escapeHtml` around every value: a product name or an address is never markup.
   */
  html?: string;
}

/** Sends mail: SMTP when SMTP_URL is set, else the local outbox table (GET /dev/mailbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ ...mail, html: mail.html ?? null });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      // With `html`, nodemailer sends multipart/alternative: the text part first, then the HTML.
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
