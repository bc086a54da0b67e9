/** The bonus programme as the account shows it: the balance, the ledger, and bonuses moved to charity. */
import type { BonusHistory, BonusSummary, Charity } from '@apteka/contracts';
import type { Db, Queryable } from '../../platform/database/types';
import { notFound, unprocessable } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { bonusBalance, bonusHistory, FIRST_ORDER_BONUS, spendBonus } from './bonus-repository';
import { charityMovesOf, charityProgrammeExists, charityProgrammes, recordCharityMove } from './charity-repository';

/** Orders made in the mobile app earn this many times the bonuses. */
const APP_MULTIPLIER = 2;
/** At most this share of an order may be paid with bonuses (the basket's totals apply it). */
const SPEND_LIMIT_PERCENT = 30;
const HISTORY_PAGE = 20;

export async function bonusSummary(db: Queryable, session: SessionData): Promise<BonusSummary> {
  const customerId = requireCustomer(session, 'увидеть бонусы');
  return {
    balance: await bonusBalance(db, customerId),
    firstOrderBonus: FIRST_ORDER_BONUS,
    appMultiplier: APP_MULTIPLIER,
    spendLimitPercent: SPEND_LIMIT_PERCENT,
  };
}

export async function bonusHistoryPage(db: Queryable, session: SessionData, page = 1): Promise<BonusHistory> {
  const customerId = requireCustomer(session, 'увидеть историю бонусов');
  const { entries, total } = await bonusHistory(db, customerId, HISTORY_PAGE, (page - 1) * HISTORY_PAGE);
  return { entries, page, pages: Math.max(1, Math.ceil(total / HISTORY_PAGE)) };
}

export async function charity(db: Queryable, session: SessionData): Promise<Charity> {
  const customerId = requireCustomer(session, 'помогать бонусами');
  return {
    balance: await bonusBalance(db, customerId),
    programmes: await charityProgrammes(db),
    moves: await charityMovesOf(db, customerId),
  };
}

/** Moves bonuses to a charity programme, within the balance, in one transaction with the ledger. */
export async function moveToCharity(
  db: Db,
  session: SessionData,
  programmeId: number,
  bonuses: number,
): Promise<Charity> {
  const customerId = requireCustomer(session, 'помогать бонусами');
  await db.transaction(async (tx) => {
    if (!(await charityProgrammeExists(tx, programmeId))) {
      throw notFound('programme_not_found', 'Такой благотворительной программы нет.');
    }
    if (!(await spendBonus(tx, customerId, bonuses, 'charity'))) {
      throw unprocessable('bonus_short', 'На счёте меньше бонусов, чем вы хотите перевести.');
    }
    await recordCharityMove(tx, customerId, programmeId, bonuses);
  });
  return charity(db, session);
}
