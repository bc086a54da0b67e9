import { useVerifyEmailMutation } from '../profile/profile-api';
import { TokenActionPage } from './token-action-page';

/** /lk/verify-email?token=: the link of the confirmation letter confirms the address. */
export function VerifyEmailPage() {
  const [verify, state] = useVerifyEmailMutation();
  return (
    <TokenActionPage
      title="Подтверждение электронной почты"
      working="Подтверждаем адрес…"
      run={verify}
      state={state}
      done={({ email }) => <p>Адрес {email} подтверждён. Спасибо!</p>}
    />
  );
}
