import { useState, type FormEvent } from 'react';
import { fieldError } from '@apteka/api-client';
import { Button, TextField } from '@apteka/ui';
import { formActions } from '../../common/form-styles';
import { useUpdatePasswordMutation } from '../auth/auth-api';
import { checkNewPassword, NewPasswordFields, type NewPassword } from '../auth/new-password-fields';
import { messageFor } from '../auth/phone-code';

/** A new password for a signed-in shopper, given the current one (without one, «Забыли пароль?» sets it). */
export function ChangePassword() {
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [problems, setProblems] = useState<{
    currentPassword?: string | null;
    password?: string | null;
    repeat?: string | null;
  }>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { currentPassword: current ? undefined : 'Введите текущий пароль.', ...checkNewPassword(password) };
    setProblems(found);
    if (found.currentPassword || found.password || found.repeat) return;
    try {
      await update({ currentPassword: current, password: password.password }).unwrap();
      setDone(true);
      setOpen(false);
      setCurrent('');
      setPassword({ password: '', repeat: '' });
    } catch (error) {
      const wrongCurrent = fieldError(error, 'currentPassword');
      setProblems(wrongCurrent ? { currentPassword: wrongCurrent } : { password: messageFor(error, 'password') });
    }
  };

  if (!open) {
    return (
      <>
        {done && <p role="status">Пароль изменён.</p>}
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          Сменить пароль
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Смена пароля">
      <TextField
        label="Текущий пароль"
        name="current-password"
        type="password"
        autoComplete="current-password"
        hint="Пароля ещё нет? Его можно задать через «Забыли пароль?» на странице входа."
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={problems.currentPassword}
      />
      <NewPasswordFields value={password} onChange={setPassword} errors={problems} />
      <div css={formActions}>
        <Button type="submit" disabled={isLoading}>
          Сохранить пароль
        </Button>
        <Button variant="link" onClick={() => setOpen(false)}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
