/** Cards the acquirer keeps for a customer: the shop holds only the acquirer's token and what may be shown. */
import type { SavedCard } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { notFound } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { cardsOf, deleteCard, deleteCardsOf } from './saved-cards-repository';

export async function savedCards(db: Queryable, session: SessionData): Promise<{ cards: SavedCard[] }> {
  return { cards: await cardsOf(db, requireCustomer(session, 'увидеть сохранённые карты')) };
}

/** Forgets a card of the signed-in customer; another customer's card id is not found. */
export async function forgetCard(db: Queryable, session: SessionData, cardId: number): Promise<{ cards: SavedCard[] }> {
  const customerId = requireCustomer(session, 'удалить карту');
  if (!(await deleteCard(db, customerId, cardId))) throw notFound('card_not_found', 'Такой сохранённой карты нет.');
  return { cards: await cardsOf(db, customerId) };
}

/** A deleted account's cards go with it. */
export const forgetSavedCards = (db: Queryable, customerId: number) => deleteCardsOf(db, customerId);
