import { track } from '@apteka/analytics';
import { useState } from 'react';
import { errorText } from '@apteka/api-client';
import { Button } from '@apteka/ui';
import { useSendPhoneChangeCodeMutation, useSetPhoneMutation } from '../auth/auth-api';
import { CodeStep, PhoneStep, useCodeRequest } from '../auth/phone-code';
import { useSessionChanged } from '../auth/session';

/** A new phone takes effect only once the code sent to it is entered. */
export function PhoneChange({ current }: { current: string | null }) {
  const [sendCode, { isLoading: sending }] = useSendPhoneChangeCodeMutation();
  const [setPhone, { isLoading: saving }] = useSetPhoneMutation();
  const codeRequest = useCodeRequest(sendCode);
  const changed = useSessionChanged();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async (phone: string, code: string) => {
    try {
      changed(await setPhone({ phone, code }).unwrap());
      track('sms_confirm', { purpose: 'phone_change' });
      setDone(`Номер изменён на ${phone}.`);
      setOpen(false);
      codeRequest.reset();
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  if (!open) {
    return (
      <>
        {done && <p role="status">{done}</p>}
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
            setDone(null);
          }}
        >
          Изменить номер телефона
        </Button>
      </>
    );
  }
  const cancel = (
    <Button
      variant="link"
      onClick={() => {
        setOpen(false);
        codeRequest.reset();
      }}
    >
      Отмена
    </Button>
  );
  if (codeRequest.sent) {
    return (
      <CodeStep
        codeRequest={codeRequest}
        sending={sending}
        name="Подтверждение нового номера"
        sentText="Код отправлен на новый номер"
        submitLabel="Подтвердить номер"
        submitting={saving}
        onCode={confirm}
      >
        {cancel}
      </CodeStep>
    );
  }
  return (
    <PhoneStep
      codeRequest={codeRequest}
      busy={sending}
      name="Смена номера телефона"
      label="Новый номер телефона"
      refuse={(phone) => (phone === current ? 'Это ваш текущий номер.' : null)}
      autoFocus
    >
      {cancel}
    </PhoneStep>
  );
}
