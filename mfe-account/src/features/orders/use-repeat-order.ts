import { useState } from 'react';
import { bus } from '@apteka/bus';
import type { Order } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import type { Outcome } from '../../common/form-message';
import { useRepeatOrderMutation } from './orders-api';

/** «Повторить заказ»: the server puts the goods into the basket; the header's counter and a toast follow. */
export function useRepeatOrder() {
  const [repeat, { isLoading }] = useRepeatOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const repeatOrder = async (order: Order) => {
    setOutcome(null);
    try {
      const cart = await repeat(order.id).unwrap();
      bus.emit('basket/changed', { count: cart.count });
      const text = `Товары заказа №${order.id} добавлены в корзину.`;
      bus.emit('notify', { kind: 'BASKET', message: text });
      setOutcome({ kind: 'info', text });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
  };
  return { repeatOrder, repeating: isLoading, outcome };
}
