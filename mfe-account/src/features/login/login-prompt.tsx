import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { Button, focusRing, Link } from '@apteka/ui';
import { normalizePhone } from '@apteka/contracts';

type Message = { kind: 'error' | 'info'; text: string } | null;

const NOT_CONNECTED = 'Код не отправлен: вход по SMS ещё не подключён на сайте. Попробуйте позже.';

/**
 * The account's page for an anonymous visitor. The form is real as far as it goes: it checks the number
 * and then says plainly that sending the SMS code is not connected yet (it sends nothing).
 */
export function LoginPrompt() {
  const fieldId = useId();
  const messageId = useId();
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<Message>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phone.trim()) {
      setMessage({ kind: 'error', text: 'Введите номер телефона.' });
      return;
    }
    const normalized = normalizePhone(phone);
    if (!normalized) {
      setMessage({ kind: 'error', text: 'Введите номер в формате +7 XXX XXX-XX-XX.' });
      return;
    }
    setPhone(normalized);
    setMessage({ kind: 'info', text: NOT_CONNECTED });
  };

  return (
    <section css={{ maxWidth: 560, margin: '0 auto', padding: '24px 16px' }}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Вход в личный кабинет</h1>
      <p>Войдите, чтобы копить и тратить бонусы: 250 бонусов за первый заказ, 1 бонус = 1 рубль.</p>
      <p>
        В мобильном приложении бонусов начисляется вдвое больше.{' '}
        <Link href="/bonus-program" css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          О бонусной программе
        </Link>
      </p>
      <form onSubmit={submit} noValidate css={{ marginTop: 24 }}>
        <label htmlFor={fieldId} css={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
          Номер телефона
        </label>
        <input
          id={fieldId}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            if (message?.kind === 'error') setMessage(null);
          }}
          aria-invalid={message?.kind === 'error'}
          aria-describedby={messageId}
          css={(theme: Theme) => ({
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            font: 'inherit',
            fontSize: 18,
            minHeight: 44,
            padding: '8px 12px',
            border: `1px solid ${message?.kind === 'error' ? theme.colors.danger : theme.colors.border}`,
            borderRadius: theme.radius,
            ...focusRing(theme),
          })}
        />
        <p
          id={messageId}
          aria-live="polite"
          css={(theme: Theme) => ({
            minHeight: 24,
            margin: '8px 0 16px',
            color: message?.kind === 'error' ? theme.colors.danger : theme.colors.text,
          })}
        >
          {message?.text}
        </p>
        <Button type="submit">Получить код</Button>
      </form>
    </section>
  );
}
