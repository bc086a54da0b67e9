import type { Theme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import { orderPath, type BonusEntry } from '@apteka/contracts';
import { Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { Pager, pageFrom } from '../../common/pager';
import { formatDate } from '@apteka/ui';
import { useGetBonusHistoryQuery } from './bonus-api';

const KIND_TEXT: Record<BonusEntry['kind'], string> = {
  first_order: 'За первый заказ',
  order_spend: 'Оплата заказа',
  order_refund: 'Возврат за отменённый заказ',
  charity: 'Передано на благотворительность',
};

function EntryRow({ entry }: { entry: BonusEntry }) {
  const regionPath = useRegionPath();
  return (
    <tr>
      <td>{formatDate(entry.at)}</td>
      <td>
        {KIND_TEXT[entry.kind]}
        {entry.orderId !== null && (
          <>
            {' · '}
            <Link href={regionPath(orderPath(entry.orderId))} css={(theme: Theme) => textLink(theme)}>
              заказ №{entry.orderId}
            </Link>
          </>
        )}
      </td>
      <td
        css={(theme: Theme) => ({
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontWeight: 600,
          color: entry.amount > 0 ? theme.colors.success : theme.colors.text,
        })}
      >
        {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
      </td>
    </tr>
  );
}

/** /lk/bonus-history: every accrual and spend with its order, newest first, by pages. */
export function BonusHistoryPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const query = useGetBonusHistoryQuery({ ...useLocationKey(), page });
  return (
    <QueryView query={query} loading="Загружаем историю бонусов…">
      {(history) =>
        history.entries.length === 0 ? (
          <p>Начислений и списаний пока не было. 250 бонусов придут после первого полученного заказа.</p>
        ) : (
          <>
            <table
              css={{
                width: '100%',
                borderCollapse: 'collapse',
                'td, th': {
                  padding: '10px 8px',
                  borderBottom: '1px solid #d0d7de',
                  textAlign: 'left',
                  verticalAlign: 'top',
                },
              }}
            >
              <caption css={{ textAlign: 'left', marginBottom: 8 }}>Начисления и списания бонусов</caption>
              <thead>
                <tr>
                  <th scope="col">Дата</th>
                  <th scope="col">Операция</th>
                  <th scope="col" css={{ textAlign: 'right !important' as 'right' }}>
                    Бонусы
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
            <Pager page={history.page} pages={history.pages} label="Страницы истории бонусов" />
          </>
        )
      }
    </QueryView>
  );
}
