/**
 * E-mail. The built-in provider only records messages in the outbox (local and test runs read links from there);
 * the SMTP adapter sends through nodemailer to the server in SMTP_URL.
 */
import { createTransport } from 'nodemailer';
import type { Queryable } from '../database/types';
import { upstreamUnavailable } from '../errors';
import { recordMessage } from './outbox-repository';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailSender {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

export interface SmtpConfig {
  /** smtp://user:password@host:port or smtps://… */
  url: string;
  /** the From header, e.g. «Интернет-аптека <no-reply@example.ru>» */
  from: string;
}

const record = (db: Queryable, mail: Mail, provider: string, delivered: boolean) =>
  recordMessage(db, {
    channel: 'email',
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    attachments: (mail.attachments ?? []).map((file) => file.filename),
    provider,
    delivered,
  });

export function builtinMail(db: Queryable): MailSender {
  return { name: 'builtin', send: (mail) => record(db, mail, 'builtin', true) };
}

export function smtpMail(db: Queryable, config: SmtpConfig): MailSender {
  const transport = createTransport(config.url);
  return {
    name: 'smtp',
    async send(mail) {
      let delivered = true;
      try {
        await transport.sendMail({ from: config.from, ...mail });
      } catch {
        delivered = false;
      }
      await record(db, mail, 'smtp', delivered);
      if (!delivered) throw upstreamUnavailable('mail_unavailable', 'Не удалось отправить письмо. Попробуйте позже.');
    },
  };
}
