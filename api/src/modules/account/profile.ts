/**
 * The customer's own data: names, gender, birth date, e-mail (a new one is confirmed through a signed link in a
 * mail), mailing and SMS consent, the 18+ confirmation; one-click unsubscribe from every mailing.
 */
import type { ProfileUpdate, UserState } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { conflict, invalid, invalidFields } from '../../platform/errors';
import type { MailSender } from '../../platform/messaging';
import { readToken, signToken } from '../../platform/security/signed-tokens';
import { requireCustomer, type SessionData } from '../../platform/session';
import { customerState } from './customer-state';
import { findCustomer, findCustomerByEmail, updateCustomer } from './customers-repository';

export interface ProfileDeps {
  db: Db;
  mail: MailSender;
  secret: string;
  /** where links in mails point, e.g. https://apteka.example */
  publicUrl: string;
}

const EMAIL_LINK_DAYS = 3;
const UNSUBSCRIBE_LINK_DAYS = 365;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const clean = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The link of every mailing that unsubscribes its reader in one click, without signing in. */
export const unsubscribeLink = (deps: Pick<ProfileDeps, 'secret' | 'publicUrl'>, customerId: number) =>
  `${deps.publicUrl}/lk/unsubscribe-email?token=${signToken(
    deps.secret,
    'unsubscribe',
    { customerId },
    UNSUBSCRIBE_LINK_DAYS * 86_400,
  )}`;

/** Sends the mail whose link confirms `email` as the customer's address. */
export async function sendVerificationMail(deps: ProfileDeps, customerId: number, email: string) {
  const token = signToken(deps.secret, 'verify-email', { customerId, email }, EMAIL_LINK_DAYS * 86_400);
  await deps.mail.send({
    to: email,
    subject: 'Подтвердите адрес электронной почты',
    text: [
      'Здравствуйте!',
      '',
      'Чтобы подтвердить адрес в личном кабинете интернет-аптеки, откройте ссылку:',
      `${deps.publicUrl}/lk/verify-email?token=${token}`,
      '',
      `Ссылка действует ${EMAIL_LINK_DAYS} дня. Если вы не указывали этот адрес, просто удалите письмо.`,
      '',
      `Отписаться от писем: ${unsubscribeLink(deps, customerId)}`,
    ].join('\n'),
  });
}

/** Saves the fields given; a changed e-mail waits for its confirmation, which a mail asks for. */
export async function updateProfile(
  deps: ProfileDeps,
  session: SessionData,
  update: ProfileUpdate,
): Promise<UserState> {
  const customerId = requireCustomer(session, 'изменить личные данные');
  const current = await findCustomer(deps.db, customerId);
  if (!current) throw conflict('customer_gone', 'Личный кабинет удалён. Войдите заново.');
  const email = clean(update.email);
  if (email && !EMAIL.test(email)) {
    const message = 'Укажите адрес электронной почты в виде name@example.ru.';
    throw invalidFields('email_invalid', message, { email: message });
  }
  if (email && email.toLowerCase() !== current.email?.toLowerCase()) {
    const owner = await findCustomerByEmail(deps.db, email);
    if (owner && owner.id !== customerId) {
      const message = 'Этот адрес уже указан в другом личном кабинете.';
      throw invalidFields('email_taken', message, { email: message });
    }
  }
  if (update.birthdate && new Date(update.birthdate).getTime() > Date.now()) {
    const message = 'Дата рождения не может быть в будущем.';
    throw invalidFields('birthdate_invalid', message, { birthdate: message });
  }
  const emailChanged = email !== undefined && (email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase();
  await updateCustomer(deps.db, customerId, {
    firstName: clean(update.firstName),
    lastName: clean(update.lastName),
    secondName: clean(update.secondName),
    gender: update.gender,
    birthdate: update.birthdate,
    mailingAgree: update.mailingAgree,
    smsAgree: update.smsAgree,
    hasEighteen: update.hasEighteen,
    ...(emailChanged ? { email, emailVerified: false } : {}),
  });
  if (emailChanged && email) await sendVerificationMail(deps, customerId, email);
  return customerState(deps.db, session);
}

/** Sends the confirmation mail again for the e-mail waiting for it. */
export async function resendEmailVerification(deps: ProfileDeps, session: SessionData): Promise<{ sent: true }> {
  const customerId = requireCustomer(session, 'подтвердить почту');
  const customer = await findCustomer(deps.db, customerId);
  if (!customer?.email) throw conflict('email_missing', 'Сначала укажите адрес электронной почты.');
  if (customer.email_verified) throw conflict('email_verified', 'Этот адрес уже подтверждён.');
  await sendVerificationMail(deps, customerId, customer.email);
  return { sent: true };
}

/** The link from the verification mail: confirms the address it was sent to, if it is still the customer's. */
export async function verifyEmail(deps: ProfileDeps, token: string): Promise<{ email: string }> {
  const payload = readToken(deps.secret, 'verify-email', token);
  const customer = payload ? await findCustomer(deps.db, Number(payload.customerId)) : null;
  if (!payload || !customer || customer.email?.toLowerCase() !== String(payload.email).toLowerCase()) {
    throw invalid('token_invalid', 'Ссылка устарела или неверна. Запросите письмо ещё раз в личном кабинете.');
  }
  await updateCustomer(deps.db, customer.id, { emailVerified: true });
  return { email: customer.email };
}

/** The one-click link of a mailing: no more mailings to this customer. */
export async function unsubscribe(deps: ProfileDeps, token: string): Promise<{ unsubscribed: true }> {
  const payload = readToken(deps.secret, 'unsubscribe', token);
  if (!payload) throw invalid('token_invalid', 'Ссылка для отписки устарела или неверна.');
  await updateCustomer(deps.db, Number(payload.customerId), { mailingAgree: false });
  return { unsubscribed: true };
}
