import type { MessagingConfig } from '../config';
import type { Queryable } from '../database/types';
import { builtinMail, smtpMail, type MailSender } from './mail';
import { builtinSms, smsGateway, type SmsSender } from './sms';

export type { Mail, MailAttachment, MailSender } from './mail';
export type { SmsSender } from './sms';
export { messagesTo, type OutboxMessage } from './outbox-repository';

export interface Messaging {
  sms: SmsSender;
  mail: MailSender;
}

/** The SMS and mail providers the configuration names; the built-in ones when it names none. */
export function createMessaging(db: Queryable, config: MessagingConfig | undefined): Messaging {
  return {
    sms: config?.sms.provider === 'gateway' ? smsGateway(db, config.sms) : builtinSms(db),
    mail: config?.mail.provider === 'smtp' ? smtpMail(db, config.mail) : builtinMail(db),
  };
}
