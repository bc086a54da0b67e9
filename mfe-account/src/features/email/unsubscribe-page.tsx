import { useUnsubscribeMutation } from '../profile/profile-api';
import { TokenActionPage } from './token-action-page';

/** /lk/unsubscribe-email?token=: the signed link of every mailing unsubscribes in one click. */
export function UnsubscribePage() {
  const [unsubscribe, state] = useUnsubscribeMutation();
  return (
    <TokenActionPage
      title="Отписка от рассылки"
      working="Отписываем от рассылки…"
      run={unsubscribe}
      state={state}
      done={() => (
        <p>
          Вы отписались от рассылки. Письма об акциях больше не придут; письма о ваших заказах будут приходить как
          прежде. Снова подписаться можно в личном кабинете.
        </p>
      )}
    />
  );
}
