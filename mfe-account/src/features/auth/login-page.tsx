import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { Button, Link } from '@apteka/ui';
import { textLink } from '../../common/form-styles';
import { ExternalProviders } from './external-providers';
import { ForgotPassword } from './forgot-password';
import { PasswordSignIn } from './password-sign-in';
import { SmsSignIn } from './sms-sign-in';
import { FormError } from '../../common/form-message';

type Mode = 'sms' | 'password' | 'forgot';

/** Why a provider's sign-in came back without signing in (`authError` of the address). */
const AUTH_ERRORS: Record<string, string> = {
  access_denied: 'Вы отменили вход через внешний сервис.',
  denied: 'Вы отменили вход через внешний сервис.',
  state: 'Вход через внешний сервис устарел или был начат в другой вкладке. Попробуйте ещё раз.',
  provider: 'Внешний сервис не подтвердил вход. Попробуйте ещё раз или войдите по SMS.',
};
const authErrorText = (code: string) => AUTH_ERRORS[code] ?? AUTH_ERRORS.provider!;

const page = { maxWidth: 560, margin: '0 auto', padding: '24px 16px' } as const;

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const choice = (value: Mode, label: string) => (
    <Button
      variant={mode === value ? 'primary' : 'secondary'}
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Способ входа" css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '24px 0' }}>
      {choice('sms', 'По коду из SMS')}
      {choice('password', 'По паролю')}
    </div>
  );
}

/** What an anonymous visitor sees on any page of the account: the ways to sign in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('sms');
  const authError = params.get('authError');

  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Вход в личный кабинет</h1>
      <p>Войдите, чтобы копить и тратить бонусы: 250 бонусов за первый заказ, 1 бонус = 1 рубль.</p>
      <p>
        В мобильном приложении бонусов начисляется вдвое больше.{' '}
        <Link href="/bonus-program" css={(theme: Theme) => textLink(theme)}>
          О бонусной программе
        </Link>
      </p>
      <FormError message={authError ? authErrorText(authError) : null} />
      {mode === 'forgot' ? (
        <>
          <h2 css={{ fontSize: 20, margin: '24px 0 12px' }}>Восстановление пароля</h2>
          <ForgotPassword onBack={() => setMode('password')} />
        </>
      ) : (
        <>
          <ModeSwitch mode={mode} onChange={setMode} />
          {mode === 'sms' ? <SmsSignIn /> : <PasswordSignIn onForgot={() => setMode('forgot')} />}
          <ExternalProviders />
        </>
      )}
    </section>
  );
}
