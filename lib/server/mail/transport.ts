import "server-only";
import { log } from "../log/log";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  /** e.g. `application/pdf`, `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as they are (the local outbox's .eml files carry them too). */
  attachments?: MailAttachment[];
}

/** The transport made for the `SMTP_URL` it was made for (undefined: the local outbox). */
let transport: { url: string | undefined; transporter: Transporter } | undefined;

/** Where the embedded default keeps sent mail, one `.eml` file per message. */
export function outboxDir(): string {
  return process.env.MAIL_OUTBOX_DIR ?? path.join(process.cwd(), ".data", "outbox");
}

/**
 * SMTP when `SMTP_URL` is set (smtp://user:pass@host:port, smtps:// for TLS); otherwise messages
 * are rendered by nodemailer exactly as they would be sent and kept in the local outbox.
 */
function transporter(): Transporter {
  const url = process.env.SMTP_URL;
  if (transport && transport.url === url) return transport.transporter;
  transport?.transporter.close();
  transport = {
    url,
    transporter: url
      ? nodemailer.createTransport(url)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  };
  return transport.transporter;
}

export async function sendMail(mail: Mail): Promise<void> {
  const info = await transporter().sendMail(mail);
  if (process.env.SMTP_URL) return;
  const dir = outboxDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
  );
  writeFileSync(file, info.message as Buffer);
  // Not its links: they carry sign-in, reset and booking tokens, which no log line may hold.
  log.info("mail kept (no SMTP_URL)", {
    subject: mail.subject,
    file: path.relative(process.cwd(), file),
  });
}
