/**
 * The site's forms: which fields each takes, which it requires, and how long each may be. Multipart fields arrive
 * as text (booleans as 0/1); attachments as attachment[n], PDF only.
 */
export const FEEDBACK_KINDS = ['message', 'callback', 'mp-link', 'jj', 'podbor-analoga', 'charity'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

type FieldName = 'name' | 'phone' | 'email' | 'text' | 'time' | 'product' | 'organisation' | 'link';

export interface FormSpec {
  /** what the letter to the shop is titled */
  subject: string;
  fields: Partial<Record<FieldName, { required: boolean; maxLength: number }>>;
  /** at least one way to answer: a phone or an e-mail */
  needsContact: boolean;
  attachments: boolean;
}

const optional = (maxLength: number) => ({ required: false, maxLength });
const required = (maxLength: number) => ({ required: true, maxLength });

/** An organisation writing to the shop (partners, charity): who, how to answer, and what about. */
const ORGANISATION_FIELDS: FormSpec['fields'] = {
  name: required(100),
  organisation: optional(200),
  phone: optional(32),
  email: optional(254),
  text: required(3000),
};

export const FORMS: Record<FeedbackKind, FormSpec> = {
  message: {
    subject: 'Сообщение с сайта',
    fields: { name: optional(100), phone: optional(32), email: optional(254), text: required(3000) },
    needsContact: true,
    attachments: true,
  },
  callback: {
    subject: 'Заказ обратного звонка',
    fields: { name: optional(100), phone: required(32), time: optional(100), text: optional(500) },
    needsContact: false,
    attachments: false,
  },
  'mp-link': {
    subject: 'Ссылка на приложение маркетплейса',
    fields: { phone: optional(32), email: optional(254) },
    needsContact: true,
    attachments: false,
  },
  jj: {
    subject: 'Заявка партнёра',
    fields: ORGANISATION_FIELDS,
    needsContact: true,
    attachments: true,
  },
  'podbor-analoga': {
    subject: 'Подбор аналога',
    fields: { name: optional(100), product: required(200), text: optional(1000), phone: required(32) },
    needsContact: false,
    attachments: true,
  },
  charity: {
    subject: 'Обращение по благотворительности',
    fields: ORGANISATION_FIELDS,
    needsContact: true,
    attachments: true,
  },
};

export const FIELD_LABELS: Record<FieldName, string> = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'Электронная почта',
  text: 'Сообщение',
  time: 'Удобное время',
  product: 'Препарат',
  organisation: 'Организация',
  link: 'Ссылка',
};

/** The hidden field people never fill; a bot that fills it gets an ordinary answer and nothing is kept. */
export const HONEYPOT_FIELD = 'website';

export const ATTACHMENTS = { maxFiles: 5, maxBytes: 5 * 1024 * 1024 } as const;
