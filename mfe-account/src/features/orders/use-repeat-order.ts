import { useState } from 'react';
import { bus } from '@apteka/bus';
import type { Order } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import type { Outcome } from '../../common/form-message';
import { useRepeatOrderMutation } from './orders-api';

/** «Повторить заказ»: the server puts the goods into the basket, the basket remote reads it again, the card says so. */
export function useRepeatOrder() {
  const [repeat, { isLoading }] = useRepeatOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const repeatOrder = async (order: Order) => {
    setOutcome(null);
    try {
      await repeat(order.id).unwrap();
      bus.emit('basket/refresh-requested', { source: 'repeat-order' });
      setOutcome({ kind: 'info', text: `Товары заказа №${order.id} добавлены в корзину.` });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
  };
  return { repeatOrder, repeating: isLoading, outcome };
}
