import { track } from '@apteka/analytics';
import { useState, type FormEvent } from 'react';
import { Button } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { formActions } from '../../common/form-styles';
import { useCheckResetCodeMutation, useSendResetCodeMutation, useUpdatePasswordMutation } from './auth-api';
import { checkNewPassword, NewPasswordFields, type NewPassword } from './new-password-fields';
import { CodeStep, messageFor, PhoneStep, useCodeRequest } from './phone-code';
import { useFinishSignIn } from './session';

/** Forgotten password: a code by SMS to the account's phone, then a new password, which also signs in. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [sendCode, { isLoading: sending }] = useSendResetCodeMutation();
  const [checkResetCode, { isLoading: checking }] = useCheckResetCodeMutation();
  const [updatePassword, { isLoading: saving }] = useUpdatePasswordMutation();
  const codeRequest = useCodeRequest(sendCode);
  const finish = useFinishSignIn();
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [problems, setProblems] = useState<{ password?: string | null; repeat?: string | null }>({});

  const checkCode = async (phone: string, code: string) => {
    try {
      setResetToken((await checkResetCode({ phone, code }).unwrap()).resetToken);
      track('password_recovery', { step: 'code_confirmed' });
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(password);
    setProblems(found);
    if (found.password || found.repeat || !resetToken) return;
    try {
      finish(await updatePassword({ resetToken, password: password.password }).unwrap());
      track('password_recovery', { step: 'password_changed' });
    } catch (error) {
      setProblems({ password: messageFor(error, 'password') });
    }
  };

  const back = (
    <Button variant="link" onClick={onBack}>
      Вернуться ко входу
    </Button>
  );

  if (resetToken) {
    return (
      <form onSubmit={submitPassword} noValidate aria-label="Смена забытого пароля">
        <p role="status">Номер подтверждён. Придумайте новый пароль.</p>
        <NewPasswordFields value={password} onChange={setPassword} errors={problems} />
        <div css={formActions}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Сохраняем…' : 'Сохранить пароль и войти'}
          </Button>
          {back}
        </div>
      </form>
    );
  }
  if (codeRequest.sent) {
    return (
      <CodeStep
        codeRequest={codeRequest}
        sending={sending}
        name="Восстановление пароля"
        submitLabel="Подтвердить"
        submitting={checking}
        onCode={checkCode}
      >
        {back}
      </CodeStep>
    );
  }
  return (
    <>
      <p>Укажите номер телефона, к которому привязан личный кабинет: мы пришлём код для смены пароля.</p>
      <PhoneStep codeRequest={codeRequest} busy={sending} name="Восстановление пароля" autoFocus>
        {back}
      </PhoneStep>
    </>
  );
}
