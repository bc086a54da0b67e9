import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Theme } from '@emotion/react';
import { ORDER_STATUS_TEXT, PAYMENT_STATUS_TEXT, type Order } from '@apteka/contracts';
import { Button, Dialog, ErrorNotice, formatDate, Spinner } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useCancelOrderMutation, useExtendReserveMutation, useGetOrderQuery, usePayOrderMutation } from '../../api';
import { CartTotals } from '../cart/cart-totals';
import { GoodsSummary } from '../common/goods-summary';
import { paymentRedirect } from '../checkout/checkout-page';
import { nextPollDelay } from './order-polling';
import { OrderQr } from './order-qr';
import { trackOrderSeen, trackRefund } from '../analytics/basket-analytics';

const page = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;
/** After cancelling, wait 1 s, then refresh the order. */
export const CANCEL_RELOAD_MS = 1000;

/** /order/{id}[?signature=&payed=1&thanks=1]: the order, its status and payment, QR for pickup, cancel. */
export function OrderPage() {
  const { '*': rest = '' } = useParams();
  const id = Number(rest.split('/')[0]);
  const [params] = useSearchParams();
  const signature = params.get('signature') ?? undefined;
  const payedFlag = params.get('payed') === '1' || params.get('payed') === 'true';
  const thanks = params.get('thanks') === '1';
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: order,
    error,
    isLoading,
    refetch,
    fulfilledTimeStamp,
  } = useGetOrderQuery({ id, signature }, { skip: !valid, refetchOnMountOrArgChange: true });

  // Polling (see order-polling), re-armed after every answer (an unchanged order is the same object); the timer
  // dies with the page.
  const attempt = useRef(0);
  useEffect(() => {
    if (!order) return;
    const delay = nextPollDelay(order, payedFlag, attempt.current);
    if (delay === null) return;
    const timer = setTimeout(() => {
      attempt.current += 1;
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [order, fulfilledTimeStamp, payedFlag, refetch]);

  useEffect(() => {
    if (order) trackOrderSeen(order, thanks || payedFlag);
  }, [order, thanks, payedFlag]);

  if (!valid)
    return (
      <section css={page}>
        <h1>Заказ не найден</h1>
      </section>
    );
  return (
    <section css={page}>
      {isLoading ? (
        <Spinner label="Загружаем заказ…" />
      ) : error || !order ? (
        <>
          <h1 css={{ fontSize: 28 }}>Заказ № {id}</h1>
          <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
        </>
      ) : (
        <OrderDetails order={order} signature={signature} thanks={thanks} onChanged={() => void refetch()} />
      )}
    </section>
  );
}

function OrderDetails({
  order,
  signature,
  thanks,
  onChanged,
}: {
  order: Order;
  signature: string | undefined;
  thanks: boolean;
  onChanged: () => void;
}) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pay, paying] = usePayOrderMutation();
  const [extend, extending] = useExtendReserveMutation();
  const pickup = order.receivingMethod === 'deliverypickup';
  const row = { display: 'flex', gap: 8, margin: '4px 0' } as const;
  return (
    <>
      {thanks && (
        <div
          role="status"
          css={(theme: Theme) => ({
            background: theme.colors.surface,
            padding: 16,
            borderRadius: theme.radius,
            marginBottom: 16,
          })}
        >
          <p css={{ fontSize: 22, fontWeight: 700, margin: 0 }}>Спасибо за заказ!</p>
          <p css={{ margin: '4px 0 0' }}>
            Мы сообщим, когда он будет готов. Ссылка на эту страницу открывает заказ без входа.
          </p>
        </div>
      )}
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Заказ № {order.id}</h1>
      <dl css={{ margin: '0 0 16px' }}>
        <div css={row}>
          <dt>Статус:</dt>
          <dd css={{ margin: 0, fontWeight: 600 }} data-testid="order-status">
            {ORDER_STATUS_TEXT[order.status]}
          </dd>
        </div>
        <div css={row}>
          <dt>Оплата:</dt>
          <dd css={{ margin: 0, fontWeight: 600 }} data-testid="payment-status">
            {order.paySystemType}, {PAYMENT_STATUS_TEXT[order.payment.status.code].toLowerCase()}
          </dd>
        </div>
        <div css={row}>
          <dt>{pickup ? 'Самовывоз:' : 'Доставка:'}</dt>
          <dd css={{ margin: 0 }}>
            {pickup
              ? `${order.store?.name ?? ''}, ${order.store?.address ?? ''}`
              : `${order.courierAddress ?? ''}${order.timeSlot ? `, ${order.timeSlot}` : ''}`}
          </dd>
        </div>
        {pickup &&
          order.reserveUntil &&
          !['canceled', 'canceled_by_store', 'closed', 'pickuped'].includes(order.status) && (
            <div css={row}>
              <dt>Храним до:</dt>
              <dd css={{ margin: 0 }}>{formatDate(order.reserveUntil)}</dd>
            </div>
          )}
        <div css={row}>
          <dt>Получатель:</dt>
          <dd css={{ margin: 0 }}>
            {order.recipientName}, {order.phone}
          </dd>
        </div>
        {order.cancelComment !== null && (
          <div css={row}>
            <dt>Причина отмены:</dt>
            <dd css={{ margin: 0 }}>{order.cancelComment || 'не указана'}</dd>
          </div>
        )}
      </dl>

      {pickup && order.qrText && !['canceled', 'canceled_by_store'].includes(order.status) && (
        <OrderQr text={order.qrText} />
      )}

      <h2 css={{ fontSize: 20 }}>Товары</h2>
      <GoodsSummary items={order.items} />
      <CartTotals
        title="Сумма заказа"
        totals={{
          goods: order.goodsAmount,
          discount: order.discountAmount,
          coupon: order.couponAmount,
          bonus: order.bonusAmount,
          delivery: order.deliveryAmount,
          total: order.totalAmount,
        }}
      />

      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 }}>
        {order.canPay && (
          <Button
            disabled={paying.isLoading}
            onClick={async () => {
              const result = await pay({ id: order.id, signature });
              if ('data' in result && result.data) paymentRedirect.go(result.data.paymentUrl);
            }}
          >
            Оплатить заказ
          </Button>
        )}
        {order.canExtendReserve && (
          <Button
            variant="secondary"
            disabled={extending.isLoading}
            onClick={async () => {
              const result = await extend({ id: order.id, signature });
              if ('data' in result) onChanged();
            }}
          >
            Продлить хранение на 2 дня
          </Button>
        )}
        {order.canCancel && (
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            Отменить заказ
          </Button>
        )}
      </div>
      {(paying.error ?? extending.error) && <p role="alert">{errorText(paying.error ?? extending.error)}</p>}
      {cancelOpen && (
        <CancelDialog
          order={order}
          signature={signature}
          onClose={() => setCancelOpen(false)}
          onCancelled={onChanged}
        />
      )}
    </>
  );
}

function CancelDialog({
  order,
  signature,
  onClose,
  onCancelled,
}: {
  order: Order;
  signature: string | undefined;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [comment, setComment] = useState('');
  const [cancel, { isLoading, error }] = useCancelOrderMutation();
  return (
    <Dialog title={`Отменить заказ № ${order.id}?`} onClose={onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await cancel({ id: order.id, signature, comment: comment.trim() });
          if ('error' in result) return;
          trackRefund(order);
          onClose();
          setTimeout(onCancelled, CANCEL_RELOAD_MS);
        }}
      >
        <label htmlFor="cancel-comment" css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          Причина отмены (необязательно)
        </label>
        <textarea
          id="cancel-comment"
          rows={3}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          css={{ width: '100%', font: 'inherit' }}
        />
        {error && <p role="alert">{errorText(error)}</p>}
        <div css={{ display: 'flex', gap: 12, marginTop: 12 }}>
          <Button type="submit" disabled={isLoading}>
            Отменить заказ
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Не отменять
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
