import { track, trackError } from '@apteka/analytics';
import { Button } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useSendLoginCodeMutation, useSignInWithCodeMutation } from './auth-api';
import { CodeStep, PhoneStep, useCodeRequest } from './phone-code';
import { useFinishSignIn } from './session';

/** The main way in: a phone, then the 6-digit code from the SMS (a first sign-in creates the account). */
export function SmsSignIn() {
  const [sendCode, { isLoading: sending }] = useSendLoginCodeMutation();
  const [signIn, { isLoading: signingIn }] = useSignInWithCodeMutation();
  const codeRequest = useCodeRequest(sendCode);
  const finish = useFinishSignIn();

  const signInWith = async (phone: string, code: string) => {
    try {
      finish(await signIn({ phone, code }).unwrap());
      track('sms_confirm', { purpose: 'login' });
      track('login', { method: 'sms' });
      return null;
    } catch (error) {
      trackError(errorText(error), 'code');
      return errorText(error);
    }
  };

  if (!codeRequest.sent) return <PhoneStep codeRequest={codeRequest} busy={sending} name="Вход по SMS" />;
  return (
    <CodeStep
      codeRequest={codeRequest}
      sending={sending}
      name="Вход по SMS"
      sentText="Мы отправили код на номер"
      submitLabel={signingIn ? 'Входим…' : 'Войти'}
      submitting={signingIn}
      onCode={signInWith}
    >
      <Button variant="link" onClick={codeRequest.reset}>
        Изменить номер
      </Button>
    </CodeStep>
  );
}
