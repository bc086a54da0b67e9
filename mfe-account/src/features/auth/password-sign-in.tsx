import { track, trackError } from '@apteka/analytics';
import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { Button, Link, TextField } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { errorText } from '@apteka/api-client';
import { formActions, textLink } from '../../common/form-styles';
import { FormError } from '../../common/form-message';
import { useSignInWithPasswordMutation } from './auth-api';
import { useFinishSignIn } from './session';

/** Sign-in by a phone or an e-mail and a password; a locked account says until when. */
export function PasswordSignIn({ onForgot }: { onForgot: () => void }) {
  const [signIn, { isLoading }] = useSignInWithPasswordMutation();
  const finish = useFinishSignIn();
  const regionPath = useRegionPath();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ login?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      login: login.trim() ? undefined : 'Введите телефон или электронную почту.',
      password: password ? undefined : 'Введите пароль.',
    };
    setProblems(next);
    setFailure(null);
    if (next.login || next.password) return;
    try {
      finish(await signIn({ login: login.trim(), password }).unwrap());
      track('login', { method: 'password' });
    } catch (error) {
      setFailure(errorText(error));
      trackError(errorText(error), 'password');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Вход по паролю">
      <TextField
        label="Телефон или электронная почта"
        name="login"
        autoComplete="username"
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={problems.login}
      />
      <TextField
        label="Пароль"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password}
      />
      <FormError message={failure} />
      <div css={formActions}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Входим…' : 'Войти'}
        </Button>
        <Button variant="link" onClick={onForgot}>
          Забыли пароль?
        </Button>
        <Link href={regionPath('/lk/register')} css={(theme: Theme) => textLink(theme)}>
          Зарегистрироваться
        </Link>
      </div>
    </form>
  );
}
