import { track } from '@apteka/analytics';
import { useCallback, useState } from 'react';
import type { Theme } from '@emotion/react';
import { navigateToUrl } from 'single-spa';
import { bus } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import { Button, Dialog, Link } from '@apteka/ui';
import { formActions, textLink } from '../../common/form-styles';
import { FormError } from '../../common/form-message';
import { useDeleteAccountMutation, useSendDeletionCodeMutation } from '../auth/auth-api';
import { CodeStep, useCodeRequest } from '../auth/phone-code';
import { useSessionChanged } from '../auth/session';

/**
 * Deleting the account: what happens is said first, then a code by SMS confirms it. Personal data is erased,
 * orders stay for accounting without it, and the shopper leaves signed out for the front page.
 */
export function DeleteAccount() {
  const [sendCode, { isLoading: sending }] = useSendDeletionCodeMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  // the code goes to the account's own phone: the server knows it
  const codeRequest = useCodeRequest(useCallback(() => sendCode(), [sendCode]));
  const changed = useSessionChanged();
  const [open, setOpen] = useState(false);

  const confirm = async (_phone: string, code: string) => {
    try {
      await deleteAccount({ code }).unwrap();
      track('account_delete', {});
      changed(null);
      bus.emit('notify', { kind: 'MESSAGE', message: 'Личный кабинет удалён.' });
      navigateToUrl('/');
      return null;
    } catch (error) {
      return errorText(error);
    }
  };

  const close = () => {
    setOpen(false);
    codeRequest.reset();
  };
  const keep = (
    <Button variant="secondary" onClick={close}>
      Не удалять
    </Button>
  );

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Удалить личный кабинет
      </Button>
      {open && (
        <Dialog title="Удаление личного кабинета" onClose={close}>
          <p>После удаления:</p>
          <ul css={{ paddingLeft: 20, lineHeight: 1.5 }}>
            <li>
              имя, телефон, почта, избранное, сохранённые карты и бонусы будут удалены без возможности восстановления;
            </li>
            <li>заказы останутся в учёте аптеки, но без ваших персональных данных;</li>
            <li>вы выйдете из личного кабинета.</li>
          </ul>
          <p>
            Подробнее — в{' '}
            <Link href="/basic-pages/account-deletion" css={(theme: Theme) => textLink(theme)}>
              правилах удаления аккаунта
            </Link>
            .
          </p>
          {codeRequest.sent ? (
            <CodeStep
              codeRequest={codeRequest}
              sending={sending}
              name="Подтверждение удаления"
              submitLabel="Удалить навсегда"
              submitting={deleting}
              onCode={confirm}
            >
              {keep}
            </CodeStep>
          ) : (
            <>
              <FormError message={codeRequest.error ? errorText(codeRequest.error) : null} />
              <div css={formActions}>
                <Button onClick={() => void codeRequest.request('')} disabled={sending}>
                  Получить код для удаления
                </Button>
                {keep}
              </div>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}
