import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { errorText, fieldError } from '@apteka/api-client';
import { normalizePhone } from '@apteka/contracts';
import { Button, CheckboxField, focusRing, Link, TextAreaField, TextField } from '@apteka/ui';
import { BotTrap, FormFailure, formPanel } from './form-parts';
import { useSendFeedbackMutation, type FeedbackKind } from './feedback-api';
import { FORM_SPECS, type FieldName, type FormSpec } from './form-specs';

const MAX_FILES = 5;
const MAX_BYTES = 5 * 1024 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problems = Partial<Record<FieldName | 'attachment' | 'personalDataConsent', string>>;

/** Field-level problems a form can see before sending; the server checks the same again. */
export function checkForm(spec: FormSpec, values: Partial<Record<FieldName, string>>, files: File[], consent: boolean) {
  const problems: Problems = {};
  for (const field of spec.fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.required && !value) problems[field.name] = `Заполните поле «${field.label}».`;
  }
  const phone = (values.phone ?? '').trim();
  if (phone && !normalizePhone(phone)) problems.phone = 'Введите телефон в формате +7 XXX XXX-XX-XX.';
  const email = (values.email ?? '').trim();
  if (email && !EMAIL.test(email)) problems.email = 'Проверьте адрес почты: например, ivan@mail.ru.';
  if (spec.needsContact && !phone && !email && !problems.phone) {
    problems.phone = 'Оставьте телефон или электронную почту, чтобы мы могли ответить.';
  }
  if (files.length > MAX_FILES) problems.attachment = `Можно приложить не больше ${MAX_FILES} файлов.`;
  const notPdf = files.find((file) => !/\.pdf$/i.test(file.name));
  const tooBig = files.find((file) => file.size > MAX_BYTES);
  if (notPdf) problems.attachment = `Файл «${notPdf.name}» не в формате PDF.`;
  else if (tooBig) problems.attachment = `Файл «${tooBig.name}» больше 5 МБ.`;
  if (!consent) problems.personalDataConsent = 'Нужно согласие на обработку персональных данных.';
  return problems;
}

/** One of the site's forms: labelled fields, PDF attachments, consent, a hidden trap for bots, a clear result. */
export function FeedbackForm({ kind }: { kind: FeedbackKind }) {
  const spec = FORM_SPECS[kind];
  const headingId = useId();
  const filesId = useId();
  const [send, { isLoading }] = useSendFeedbackMutation();
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(spec, values, files, consent);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const field of spec.fields) {
      const value = (values[field.name] ?? '').trim();
      if (value) form.append(field.name, value);
    }
    form.append('personalDataConsent', consent ? '1' : '0');
    form.append('website', trap);
    files.forEach((file, index) => form.append(`attachment[${index}]`, file, file.name));
    try {
      await send({ kind, form }).unwrap();
      setDone(true);
    } catch (error) {
      const named = (['attachment', 'personalDataConsent', ...spec.fields.map((field) => field.name)] as const).filter(
        (name) => fieldError(error, name),
      );
      if (named.length > 0) setProblems(Object.fromEntries(named.map((name) => [name, fieldError(error, name)])));
      else setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby={headingId} css={formPanel}>
      <h2 id={headingId} css={{ fontSize: 22, margin: '0 0 8px' }}>
        {spec.title}
      </h2>
      {done ? (
        <p role="status" css={{ fontSize: 18, margin: 0 }}>
          {spec.done}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <p css={{ margin: '0 0 16px' }}>{spec.intro}</p>
          {spec.fields.map((field) => {
            const common = {
              label: field.required ? field.label : `${field.label} (необязательно)`,
              name: field.name,
              value: values[field.name] ?? '',
              maxLength: field.maxLength,
              error: problems[field.name],
            };
            return field.multiline ? (
              <TextAreaField
                key={field.name}
                {...common}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            ) : (
              <TextField
                key={field.name}
                {...common}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.type === 'tel' ? 'tel' : undefined}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            );
          })}
          {spec.attachments && (
            <div css={{ marginBottom: 16 }}>
              <label htmlFor={filesId} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
                Файлы (необязательно)
              </label>
              <input
                id={filesId}
                type="file"
                accept=".pdf,application/pdf"
                multiple
                aria-describedby={`${filesId}-hint${problems.attachment ? ` ${filesId}-error` : ''}`}
                aria-invalid={problems.attachment ? true : undefined}
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
                css={(theme: Theme) => ({ font: 'inherit', minHeight: 44, ...focusRing(theme) })}
              />
              {problems.attachment && (
                <p id={`${filesId}-error`} css={(theme: Theme) => ({ margin: '6px 0 0', color: theme.colors.danger })}>
                  {problems.attachment}
                </p>
              )}
              <p
                id={`${filesId}-hint`}
                css={(theme: Theme) => ({ margin: '6px 0 0', fontSize: 14, color: theme.colors.textMuted })}
              >
                {spec.attachments}
              </p>
            </div>
          )}
          <BotTrap value={trap} onChange={setTrap} />
          <CheckboxField
            checked={consent}
            onChange={setConsent}
            name="personalDataConsent"
            error={problems.personalDataConsent}
          >
            Я даю{' '}
            <Link href="/basic-pages/personal-data-agreement" css={(theme: Theme) => ({ color: theme.colors.primary })}>
              согласие на обработку персональных данных
            </Link>
          </CheckboxField>
          <FormFailure message={failure} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Отправляем…' : spec.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
