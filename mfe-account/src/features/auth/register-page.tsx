import { track } from '@apteka/analytics';
import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { Button, CheckboxField, Link, TextField } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { errorText, fieldError } from '@apteka/api-client';
import { formActions, textLink } from '../../common/form-styles';
import { FormError } from '../../common/form-message';
import { useRegisterMutation, useSendRegistrationCodeMutation } from './auth-api';
import { checkNewPassword, NewPasswordFields, type NewPassword } from './new-password-fields';
import { checkCode, CodeField, PhoneStep, ResendCode, useCodeRequest } from './phone-code';
import { useFinishSignIn } from './session';

type Field = 'code' | 'firstName' | 'email' | 'password' | 'repeat' | 'consent';
type Problems = Partial<Record<Field, string | null>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const page = { maxWidth: 560, margin: '0 auto', padding: '24px 16px' } as const;

/** /lk/register: a phone confirmed by a code, a name and a password make an account (and sign in). */
export function RegisterPage() {
  const regionPath = useRegionPath();
  const [sendCode, { isLoading: sending }] = useSendRegistrationCodeMutation();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const codeRequest = useCodeRequest(sendCode);
  const finish = useFinishSignIn();
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [mailingAgree, setMailingAgree] = useState(false);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      code: checkCode(code),
      firstName: firstName.trim() ? null : 'Введите имя.',
      email: email.trim() && !EMAIL.test(email.trim()) ? 'Проверьте адрес почты: например, ivan@mail.ru.' : null,
      ...checkNewPassword(password),
      consent: consent ? null : 'Без согласия на обработку персональных данных мы не можем создать личный кабинет.',
    };
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean) || !codeRequest.sent) return;
    try {
      const user = await register({
        phone: codeRequest.sent.phone,
        code: code.trim(),
        firstName: firstName.trim(),
        password: password.password,
        ...(email.trim() ? { email: email.trim() } : {}),
        mailingAgree,
        personalDataConsent: true,
      }).unwrap();
      finish(user);
      track('sms_confirm', { purpose: 'registration' });
      track('sign_up', { method: 'phone' });
    } catch (error) {
      const named = (['code', 'firstName', 'email', 'password'] as const).filter((field) => fieldError(error, field));
      if (named.length === 0) setFailure(errorText(error));
      else setProblems(Object.fromEntries(named.map((field) => [field, fieldError(error, field)])));
    }
  };

  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Регистрация</h1>
      <p>
        Уже есть личный кабинет?{' '}
        <Link href={regionPath('/lk')} css={(theme: Theme) => textLink(theme)}>
          Войти
        </Link>
      </p>
      {!codeRequest.sent ? (
        <>
          <p>Сначала подтвердим номер телефона: пришлём код в SMS.</p>
          <PhoneStep codeRequest={codeRequest} busy={sending} name="Регистрация" />
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Регистрация">
          <p role="status">
            Код отправлен на номер <strong>{codeRequest.sent.phone}</strong>.
          </p>
          <CodeField value={code} onChange={setCode} error={problems.code} />
          <ResendCode
            resendAt={codeRequest.resendAt}
            busy={sending}
            onResend={() => void codeRequest.request(codeRequest.sent!.phone)}
          />
          <TextField
            label="Имя"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={problems.firstName}
          />
          <TextField
            label="Электронная почта (необязательно)"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problems.email}
          />
          <NewPasswordFields value={password} onChange={setPassword} errors={problems} />
          <CheckboxField checked={mailingAgree} onChange={setMailingAgree} name="mailingAgree">
            Хочу получать письма об акциях и скидках
          </CheckboxField>
          <CheckboxField checked={consent} onChange={setConsent} name="consent" error={problems.consent}>
            Я даю{' '}
            <Link href="/basic-pages/personal-data-agreement" css={(theme: Theme) => textLink(theme)}>
              согласие на обработку персональных данных
            </Link>
          </CheckboxField>
          <FormError message={failure} />
          <div css={formActions}>
            <Button type="submit" disabled={registering}>
              {registering ? 'Создаём кабинет…' : 'Зарегистрироваться'}
            </Button>
            <Button variant="link" onClick={codeRequest.reset}>
              Изменить номер
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
