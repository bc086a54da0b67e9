import { useId, useState, type FormEvent } from 'react';
import { errorText, fieldError } from '@apteka/api-client';
import { Button, CheckboxField, TextField } from '@apteka/ui';
import { useSubscribeMutation } from './feedback-api';
import { BotTrap, FormFailure, formPanel } from './form-parts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mailing subscription: an address and consent; the letter's link confirms it (double opt-in). */
export function SubscribeForm() {
  const headingId = useId();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState('');
  const [problems, setProblems] = useState<{ email?: string; personalDataConsent?: string }>({});
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = {
      ...(address
        ? EMAIL.test(address)
          ? {}
          : { email: 'Проверьте адрес почты: например, ivan@mail.ru.' }
        : { email: 'Введите адрес электронной почты.' }),
      ...(consent ? {} : { personalDataConsent: 'Нужно согласие на получение рассылки.' }),
    };
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('email', address);
    form.append('personalDataConsent', '1');
    form.append('website', trap);
    try {
      const answer = await subscribe(form).unwrap();
      setResult(
        answer.alreadyConfirmed
          ? `Адрес ${address} уже подписан на рассылку.`
          : `Мы отправили письмо на ${address}: подтвердите подписку по ссылке из письма.`,
      );
    } catch (error) {
      const emailProblem = fieldError(error, 'email');
      if (emailProblem) setProblems({ email: emailProblem });
      else setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby={headingId} css={formPanel}>
      <h2 id={headingId} css={{ fontSize: 22, margin: '0 0 8px' }}>
        Подписка на новости и акции
      </h2>
      {result ? (
        <p role="status" css={{ margin: 0, fontSize: 18 }}>
          {result}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <TextField
            label="Электронная почта"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problems.email}
          />
          <BotTrap value={trap} onChange={setTrap} />
          <CheckboxField
            checked={consent}
            onChange={setConsent}
            name="personalDataConsent"
            error={problems.personalDataConsent}
          >
            Согласен получать письма об акциях и новостях. Отписаться можно по ссылке в каждом письме.
          </CheckboxField>
          <FormFailure message={failure} />
          <Button type="submit" disabled={isLoading}>
            Подписаться
          </Button>
        </form>
      )}
    </section>
  );
}
