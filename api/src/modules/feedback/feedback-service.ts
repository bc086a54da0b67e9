import { normalizePhone } from '@apteka/contracts';
import type { Db } from '../../platform/database/types';
import { invalid, invalidFields } from '../../platform/errors';
import type { MailSender } from '../../platform/messaging';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { readToken, signToken } from '../../platform/security/signed-tokens';
import { attachmentProblem, type UploadedFile } from './attachments';
import { FIELD_LABELS, FORMS, HONEYPOT_FIELD, type FeedbackKind, type FormSpec } from './feedback-forms';
import { confirmSubscription, insertFeedback, markMailed, requestSubscription } from './feedback-repository';

export interface FeedbackDeps {
  db: Db;
  mail: MailSender;
  /** the shop's mailbox the forms go to */
  mailbox: string;
  secret: string;
  publicUrl: string;
}

export interface Requester {
  address: string;
  customerId: number | null;
}

const HOUR = 3600;
/** Enough for a shopper who really writes; a script sending the forms over and over stops here (in PostgreSQL). */
export const FEEDBACK_LIMITS = {
  perAddress: { bucket: 'feedback:address', limit: 10, windowSeconds: HOUR },
  perPhone: { bucket: 'feedback:phone', limit: 3, windowSeconds: HOUR },
  perEmail: { bucket: 'feedback:email', limit: 3, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBSCRIPTION_LINK_DAYS = 7;

type Checked = { fields: Record<string, string>; phone: string | null; email: string | null };

/** The form's fields, trimmed and checked, or a 400 naming each wrong field in Russian. */
function checkFields(spec: FormSpec, raw: Record<string, string>): Checked {
  const problems: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [name, rule] of Object.entries(spec.fields)) {
    const value = (raw[name] ?? '').trim();
    const label = FIELD_LABELS[name as keyof typeof FIELD_LABELS];
    if (!value) {
      if (rule.required) problems[name] = `Заполните поле «${label}».`;
      continue;
    }
    if (value.length > rule.maxLength) problems[name] = `Поле «${label}» — не длиннее ${rule.maxLength} символов.`;
    else fields[name] = value;
  }
  let phone: string | null = null;
  if (fields.phone) {
    phone = normalizePhone(fields.phone);
    if (phone) fields.phone = phone;
    else problems.phone = 'Введите телефон в формате +7 XXX XXX-XX-XX.';
  }
  const email = fields.email ?? null;
  if (email && !EMAIL.test(email)) problems.email = 'Проверьте адрес почты: например, ivan@mail.ru.';
  if (spec.needsContact && !fields.phone && !fields.email && !problems.phone && !problems.email) {
    problems.phone = 'Оставьте телефон или электронную почту, чтобы мы могли ответить.';
  }
  if (raw.personalDataConsent !== '1')
    problems.personalDataConsent = 'Нужно согласие на обработку персональных данных.';
  const names = Object.keys(problems);
  if (names.length > 0) throw invalidFields('validation', problems[names[0]!]!, problems);
  return { fields, phone, email };
}

function letter(spec: FormSpec, checked: Checked, id: number, files: UploadedFile[]): string {
  const lines = Object.entries(checked.fields).map(
    ([name, value]) => `${FIELD_LABELS[name as keyof typeof FIELD_LABELS]}: ${value}`,
  );
  if (files.length > 0) lines.push(`Вложения: ${files.map((file) => file.fileName).join(', ')}`);
  return `${spec.subject}, обращение №${id}\n\n${lines.join('\n')}\n`;
}

/**
 * A form sent from the site: checked field by field, limited per address and per phone or e-mail, kept in
 * PostgreSQL with its PDF files, then mailed to the shop's mailbox. A filled honeypot is answered like any other
 * request and nothing is kept.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  requester: Requester,
  kind: FeedbackKind,
  raw: Record<string, string>,
  files: UploadedFile[],
): Promise<{ accepted: true; id: number | null }> {
  if ((raw[HONEYPOT_FIELD] ?? '').trim()) return { accepted: true, id: null };
  const spec = FORMS[kind];
  const checked = checkFields(spec, raw);
  if (files.length > 0 && !spec.attachments)
    throw invalid('attachments_not_allowed', 'К этой форме нельзя приложить файлы.');
  const fileProblem = attachmentProblem(files);
  if (fileProblem) throw invalidFields('attachment_refused', fileProblem, { attachment: fileProblem });

  await enforceLimits(
    deps.db,
    [
      { limit: FEEDBACK_LIMITS.perAddress, key: requester.address },
      ...(checked.phone ? [{ limit: FEEDBACK_LIMITS.perPhone, key: checked.phone }] : []),
      ...(checked.email ? [{ limit: FEEDBACK_LIMITS.perEmail, key: checked.email.toLowerCase() }] : []),
    ],
    'too_many_requests',
    (wait) => `Слишком много обращений подряд. Попробуйте ${wait}.`,
  );
  const id = await deps.db.transaction((tx) =>
    insertFeedback(tx, { kind, ...checked, customerId: requester.customerId, address: requester.address }, files),
  );
  await deps.mail.send({
    to: deps.mailbox,
    subject: `${spec.subject} №${id}`,
    text: letter(spec, checked, id, files),
    attachments: files.map((file) => ({
      filename: file.fileName,
      content: file.content,
      contentType: 'application/pdf',
    })),
  });
  await markMailed(deps.db, id);
  return { accepted: true, id };
}

/** Subscription with double opt-in: only the link in the letter to the address confirms it. */
export async function subscribe(
  deps: FeedbackDeps,
  requester: Requester,
  raw: Record<string, string>,
): Promise<{ confirmationSent: boolean; alreadyConfirmed: boolean }> {
  if ((raw[HONEYPOT_FIELD] ?? '').trim()) return { confirmationSent: true, alreadyConfirmed: false };
  const email = (raw.email ?? '').trim().toLowerCase();
  const problems: Record<string, string> = {};
  if (!email) problems.email = 'Введите адрес электронной почты.';
  else if (email.length > 254 || !EMAIL.test(email)) problems.email = 'Проверьте адрес почты: например, ivan@mail.ru.';
  if (raw.personalDataConsent !== '1') problems.personalDataConsent = 'Нужно согласие на получение рассылки.';
  const names = Object.keys(problems);
  if (names.length > 0) throw invalidFields('validation', problems[names[0]!]!, problems);
  await enforceLimits(
    deps.db,
    [
      { limit: FEEDBACK_LIMITS.perAddress, key: requester.address },
      { limit: FEEDBACK_LIMITS.perEmail, key: email },
    ],
    'too_many_requests',
    (wait) => `Слишком много запросов подписки. Попробуйте ${wait}.`,
  );
  const { confirmed } = await requestSubscription(deps.db, email);
  if (confirmed) return { confirmationSent: false, alreadyConfirmed: true };
  const token = signToken(deps.secret, 'subscribe', { email }, SUBSCRIPTION_LINK_DAYS * 86_400);
  await deps.mail.send({
    to: email,
    subject: 'Подтвердите подписку на рассылку',
    text:
      'Здравствуйте!\n\nВы подписались на рассылку интернет-аптеки об акциях и новостях. Чтобы получать письма, ' +
      `подтвердите адрес по ссылке:\n${deps.publicUrl}/api/feedback/subscribe/confirm?token=${token}\n\n` +
      'Если вы не подписывались, просто проигнорируйте это письмо.\n',
  });
  return { confirmationSent: true, alreadyConfirmed: false };
}

/** The confirmation link: the address it was sent to is subscribed; a forged or old link confirms nothing. */
export async function confirmFromLink(deps: FeedbackDeps, token: string): Promise<string | null> {
  const payload = readToken(deps.secret, 'subscribe', token);
  const email = typeof payload?.email === 'string' ? payload.email : null;
  if (!email || !(await confirmSubscription(deps.db, email))) return null;
  return email;
}
