import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { Panel } from '../../common/panel';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { useGetBonusSummaryQuery } from './bonus-api';
import { BonusCard } from './bonus-card';

/** /lk/bonuses: the balance and the programme's rules as the server states them. */
export function BonusesPage() {
  const regionPath = useRegionPath();
  const query = useGetBonusSummaryQuery(useLocationKey());
  return (
    <QueryView query={query} loading="Загружаем бонусы…">
      {(summary) => (
        <>
          <BonusCard balance={summary.balance} variant="COMPACT" />
          <Panel title="Как получить бонусы">
            <ul css={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
              <li>{summary.firstOrderBonus} бонусов за первый полученный заказ.</li>
              <li>
                В мобильном приложении бонусов начисляется в{' '}
                {summary.appMultiplier === 2 ? 'два' : summary.appMultiplier} раза больше.
              </li>
              <li>Бонусы, потраченные на отменённый заказ, возвращаются на счёт.</li>
            </ul>
          </Panel>
          <Panel title="Как потратить">
            <ul css={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
              <li>1 бонус = 1 рубль скидки при оформлении заказа в корзине.</li>
              <li>Бонусами можно оплатить до {summary.spendLimitPercent}% стоимости заказа.</li>
              <li>
                Бонусы можно передать на{' '}
                <Link href={regionPath('/lk/charity')} css={(theme: Theme) => textLink(theme)}>
                  благотворительность
                </Link>
                .
              </li>
            </ul>
          </Panel>
          <p>
            <Link href={regionPath('/lk/bonus-history')} css={(theme: Theme) => textLink(theme)}>
              История начислений и списаний
            </Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
