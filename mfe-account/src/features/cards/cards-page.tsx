import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import type { SavedCard } from '@apteka/contracts';
import { Button, Dialog } from '@apteka/ui';
import { QueryView } from '../../common/query-view';
import { formActions } from '../../common/form-styles';
import { useDeleteCardMutation, useGetCardsQuery } from './cards-api';
import { FormMessage } from '../../common/form-message';

/** /lk/cards: cards remembered by the acquirer at payment (the store keeps only a token and the last digits). */
export function CardsPage() {
  const query = useGetCardsQuery(useLocationKey());
  const [deleteCard, { isLoading }] = useDeleteCardMutation();
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  const remove = async (card: SavedCard) => {
    setOutcome(null);
    try {
      await deleteCard(card.id).unwrap();
      setOutcome({ kind: 'info', text: `Карта ${card.brand} •••• ${card.last4} удалена.` });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
    setConfirming(null);
  };

  return (
    <>
      <p>
        Карты сохраняются при оплате заказа, если отметить «Запомнить карту». Номер карты хранит банк, мы видим только
        последние четыре цифры.
      </p>
      <FormMessage outcome={outcome} />
      <QueryView query={query} loading="Загружаем карты…">
        {({ cards }) =>
          cards.length === 0 ? (
            <p>Сохранённых карт нет.</p>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {cards.map((card) => (
                <li
                  key={card.id}
                  css={(theme: Theme) => ({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 12,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    padding: '12px 0',
                    borderBottom: `1px solid ${theme.colors.border}`,
                  })}
                >
                  <span>
                    <strong>
                      {card.brand} •••• {card.last4}
                    </strong>{' '}
                    · действует до {card.expires}
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => setConfirming(card)}
                    aria-label={`Удалить карту •••• ${card.last4}`}
                  >
                    Удалить
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {confirming && (
        <Dialog title="Удалить карту?" onClose={() => setConfirming(null)}>
          <p>
            Карта {confirming.brand} •••• {confirming.last4} больше не будет предлагаться при оплате.
          </p>
          <div css={formActions}>
            <Button onClick={() => void remove(confirming)} disabled={isLoading}>
              Удалить карту
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Отмена
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
