import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { errorText, fieldError } from '@apteka/api-client';
import { plural, russianMobile, TIME_PLURALS, type CodeSent } from '@apteka/contracts';
import { Button, TextField } from '@apteka/ui';
import { formActions } from '../../common/form-styles';
import { useCountdown } from './use-countdown';

/** Why a typed phone cannot get a code, or null with the number as the shop writes it. */
export function checkMobile(input: string): { phone: string | null; problem: string | null } {
  if (!input.trim()) return { phone: null, problem: 'Введите номер телефона.' };
  const phone = russianMobile(input);
  return phone
    ? { phone, problem: null }
    : { phone: null, problem: 'Введите номер мобильного телефона в формате +7 9XX XXX-XX-XX.' };
}

/** Why a typed SMS code cannot be right, or null. */
export function checkCode(code: string): string | null {
  if (!code.trim()) return 'Введите код из SMS.';
  return /^\d{6}$/.test(code.trim()) ? null : 'Код состоит из 6 цифр.';
}

/**
 * The code half of every phone flow: asks the server for a code (which decides the limits) and remembers when
 * another may be asked for.
 */
export function useCodeRequest(send: (body: { phone: string }) => { unwrap(): Promise<CodeSent> }) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const request = useCallback(
    async (phone: string) => {
      setError(null);
      try {
        const answer = await send({ phone }).unwrap();
        setSent(answer);
        setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
        return true;
      } catch (problem) {
        setError(problem);
        return false;
      }
    },
    [send],
  );
  const reset = useCallback(() => {
    setSent(null);
    setResendAt(null);
    setError(null);
  }, []);
  return { sent, resendAt, error, request, reset };
}

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
}

export function PhoneField({ value, onChange, error, label = 'Номер телефона', autoFocus }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 900 000-00-00"
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const phone = russianMobile(value);
        if (phone) onChange(phone);
      }}
      error={error}
    />
  );
}

export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label="Код из SMS"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      // the field appears after the code is sent: the shopper types into it at once
      autoFocus
    />
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** «Отправить код повторно» once the server allows it; until then a visible countdown. */
export function ResendCode({
  resendAt,
  onResend,
  busy,
}: {
  resendAt: number | null;
  onResend: () => void;
  busy: boolean;
}) {
  const seconds = useCountdown(resendAt);
  if (seconds > 0) {
    return (
      <p css={(theme: Theme) => ({ color: theme.colors.textMuted, margin: '8px 0' })}>
        Отправить код повторно можно через {Math.floor(seconds / 60)}:{twoDigits(seconds % 60)}
      </p>
    );
  }
  return (
    <Button variant="link" onClick={onResend} disabled={busy}>
      Отправить код повторно
    </Button>
  );
}

/** The text for a refused call beside a field: the server's message for that field, else its general one. */
export function messageFor(error: unknown, field: string): string | null {
  if (!error) return null;
  return fieldError(error, field) ?? errorText(error);
}

type CodeRequest = ReturnType<typeof useCodeRequest>;

interface PhoneStepProps {
  codeRequest: CodeRequest;
  busy: boolean;
  /** the form's accessible name */
  name: string;
  label?: string;
  /** a further reason to refuse a valid number, e.g. the account's current one */
  refuse?: (phone: string) => string | null;
  autoFocus?: boolean;
  /** more actions beside «Получить код» */
  children?: ReactNode;
}

/** The first step of every phone flow: a Russian mobile number, checked here, then a code asked of the server. */
export function PhoneStep({ codeRequest, busy, name, label, refuse, autoFocus, children }: PhoneStepProps) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMobile(phone);
    const refused = checked.phone ? (refuse?.(checked.phone) ?? null) : null;
    setProblem(checked.problem ?? refused);
    if (!checked.phone || refused) return;
    setPhone(checked.phone);
    await codeRequest.request(checked.phone);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <PhoneField
        label={label}
        value={phone}
        autoFocus={autoFocus}
        onChange={(value) => {
          setPhone(value);
          setProblem(null);
        }}
        error={problem ?? (codeRequest.error ? errorText(codeRequest.error) : null)}
      />
      <div css={formActions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Отправляем код…' : 'Получить код'}
        </Button>
        {children}
      </div>
    </form>
  );
}

interface CodeStepProps {
  codeRequest: CodeRequest;
  sending: boolean;
  name: string;
  submitLabel: string;
  submitting: boolean;
  /** called with a well-formed code; answers the problem to show beside the field, or null */
  onCode: (phone: string, code: string) => Promise<string | null>;
  /** the sentence before the field; the number is added to it */
  sentText?: string;
  children?: ReactNode;
}

/** The second step: the 6-digit code from the SMS, with the resend countdown. */
export function CodeStep({
  codeRequest,
  sending,
  name,
  submitLabel,
  submitting,
  onCode,
  sentText = 'Код отправлен на номер',
  children,
}: CodeStepProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sent = codeRequest.sent;
  if (!sent) return null;
  const minutes = Math.round(sent.expiresInSeconds / 60);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkCode(code);
    setProblem(wrong);
    if (!wrong) setProblem(await onCode(sent.phone, code.trim()));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <p role="status">
        {sentText} <strong>{sent.phone}</strong>. Он действует {minutes} {plural(minutes, TIME_PLURALS.minute)}.
      </p>
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(null);
        }}
        error={problem ?? (codeRequest.error ? errorText(codeRequest.error) : null)}
      />
      <div css={formActions}>
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        <ResendCode
          resendAt={codeRequest.resendAt}
          busy={sending}
          onResend={() => void codeRequest.request(sent.phone)}
        />
        {children}
      </div>
    </form>
  );
}
