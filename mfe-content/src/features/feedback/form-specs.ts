import type { FeedbackKind } from './feedback-api';

export type FieldName = 'name' | 'phone' | 'email' | 'text' | 'time' | 'product' | 'organisation';

export interface FieldSpec {
  name: FieldName;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  maxLength: number;
}

export interface FormSpec {
  title: string;
  intro: string;
  fields: FieldSpec[];
  /** a phone or an e-mail is needed to answer */
  needsContact?: boolean;
  attachments?: string;
  submit: string;
  done: string;
}

const NAME: FieldSpec = { name: 'name', label: 'Имя', autoComplete: 'name', maxLength: 100 };
const PHONE: FieldSpec = { name: 'phone', label: 'Телефон', type: 'tel', autoComplete: 'tel', maxLength: 32 };
const EMAIL: FieldSpec = {
  name: 'email',
  label: 'Электронная почта',
  type: 'email',
  autoComplete: 'email',
  maxLength: 254,
};

/** What each form asks; the server checks the same and has the last word. */
export const FORM_SPECS: Record<FeedbackKind, FormSpec> = {
  message: {
    title: 'Напишите нам',
    intro: 'Ответим на почту или перезвоним в течение рабочего дня.',
    fields: [
      NAME,
      PHONE,
      EMAIL,
      { name: 'text', label: 'Сообщение', required: true, multiline: true, maxLength: 3000 },
    ],
    needsContact: true,
    attachments: 'Документы в PDF, до 5 файлов по 5 МБ',
    submit: 'Отправить сообщение',
    done: 'Спасибо! Сообщение отправлено, мы ответим в течение рабочего дня.',
  },
  callback: {
    title: 'Заказать обратный звонок',
    intro: 'Оставьте номер — специалист контакт-центра перезвонит.',
    fields: [NAME, { ...PHONE, required: true }, { name: 'time', label: 'Удобное время для звонка', maxLength: 100 }],
    submit: 'Жду звонка',
    done: 'Спасибо! Мы перезвоним в удобное для вас время.',
  },
  'podbor-analoga': {
    title: 'Подбор аналога',
    intro: 'Провизор подберёт аналог с тем же действующим веществом и перезвонит. Можно приложить рецепт в PDF.',
    fields: [
      { name: 'product', label: 'Препарат', required: true, maxLength: 200 },
      { name: 'text', label: 'Комментарий', multiline: true, maxLength: 1000 },
      NAME,
      { ...PHONE, required: true },
    ],
    attachments: 'Рецепт или назначение врача в PDF',
    submit: 'Подобрать аналог',
    done: 'Спасибо! Провизор подберёт аналог и перезвонит вам.',
  },
  charity: {
    title: 'Обращение в благотворительную программу',
    intro: 'Расскажите о вашей организации или просьбе — мы рассмотрим обращение и ответим.',
    fields: [
      { ...NAME, required: true },
      { name: 'organisation', label: 'Организация', maxLength: 200 },
      PHONE,
      EMAIL,
      { name: 'text', label: 'Обращение', required: true, multiline: true, maxLength: 3000 },
    ],
    needsContact: true,
    attachments: 'Документы в PDF, до 5 файлов по 5 МБ',
    submit: 'Отправить обращение',
    done: 'Спасибо! Мы рассмотрим обращение и ответим.',
  },
  jj: {
    title: 'Стать партнёром',
    intro: 'Предложения о поставках и сотрудничестве: расскажите о компании, и менеджер свяжется с вами.',
    fields: [
      { ...NAME, required: true },
      { name: 'organisation', label: 'Компания', maxLength: 200 },
      PHONE,
      EMAIL,
      { name: 'text', label: 'Предложение', required: true, multiline: true, maxLength: 3000 },
    ],
    needsContact: true,
    attachments: 'Презентация или прайс в PDF',
    submit: 'Отправить предложение',
    done: 'Спасибо! Менеджер свяжется с вами.',
  },
  'mp-link': {
    title: 'Ссылка на приложение',
    intro: 'Пришлём ссылку на мобильное приложение маркетплейса по SMS или на почту.',
    fields: [PHONE, EMAIL],
    needsContact: true,
    submit: 'Прислать ссылку',
    done: 'Спасибо! Мы пришлём ссылку в ближайшее время.',
  },
};
