// How Folio sends email: nodemailer over SMTP when FOLIO_SMTP_URL is set, else (the embedded
// default, so `npm start` shows the whole flow on a fresh machine) each message written as an
// .eml file under the data folder, one log line per message.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** One email: nodemailer's message options (from, to, subject, text, html, headers). */
export type MailMessage = SendMailOptions;

export interface Mailer {
  /** Sends one message; rejects with the transport's error (an SMTP reply's `responseCode`). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** DKIM signing of every message (nodemailer's `dkim`; FOLIO_DKIM_* in process/settings.ts). */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

/** Where mail goes (main.ts readSettings), and whether it is signed. */
export type MailSettings = ({ smtpUrl: string } | { folder: string }) & { dkim?: DkimSettings };

/** A mailer for the settings; `log` gets the folder's one line per message. */
export function createMailer(settings: MailSettings, log: (line: string) => void): Mailer {
  return 'smtpUrl' in settings
    ? smtpMailer(settings.smtpUrl, settings.dkim)
    : folderMailer(settings.folder, log, settings.dkim);
}

/** Over SMTP at `url` (smtp://, smtps://, with user and password and TLS options in the URL). */
export function smtpMailer(url: string, dkim?: DkimSettings): Mailer {
  // Pooled: a connection is kept and reused (a new one per message cost ~4× the time of a
  // message on a local server). Bounded waits (nodemailer's own are minutes): a newsletter
  // sender starts a send only while its lease has at least this much left (newsletterSender.ts).
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(dkim ? { dkim } : {}),
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Each message as `<time>-<random>.eml` in `folder` (made when first needed). */
export function folderMailer(
  folder: string,
  log: (line: string) => void,
  dkim?: DkimSettings,
): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...(dkim ? { dkim } : {}),
  });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.promises.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(folder, name);
      await fs.promises.writeFile(file, info.message as Buffer);
      log(`mail to ${String(message.to)}: "${String(message.subject)}" written to ${file}`);
    },
    close: () => transport.close(),
  };
}

/** The sender: the site's own host name, so replies and bounces go where the site is. */
export function fromAddress(origin: string): string {
  return `Folio <no-reply@${new URL(origin).hostname}>`;
}
