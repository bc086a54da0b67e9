import type { Theme } from '@emotion/react';
import { useLocationKey, type LocationKey } from '@apteka/bus';
import type { PersonalCoupon } from '@apteka/contracts';
import { Button, formatPrice, Link, useClipboard } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { accountApi } from '../../api';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { formatDate } from '@apteka/ui';

const couponsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<{ coupons: PersonalCoupon[] }, LocationKey>({
      query: () => '/customer/coupons',
      providesTags: ['Coupons'],
    }),
  }),
});

/** What a coupon gives and when: «−10% на заказ от 1 000 ₽, до 24 декабря 2026 г.». */
export function couponTerms(coupon: PersonalCoupon): string {
  const benefit = coupon.percent !== null ? `−${coupon.percent}%` : `−${formatPrice(coupon.amount ?? 0)}`;
  const threshold = coupon.minTotal > 0 ? ` на заказ от ${formatPrice(coupon.minTotal)}` : ' на заказ';
  const until = coupon.validUntil ? `, действует до ${formatDate(coupon.validUntil)} включительно` : ', без срока';
  return `${benefit}${threshold}${until}`;
}

function CouponRow({ coupon }: { coupon: PersonalCoupon }) {
  const { copy, copied } = useClipboard();
  return (
    <li css={(theme: Theme) => ({ padding: '12px 0', borderBottom: `1px solid ${theme.colors.border}` })}>
      <h3 css={{ fontSize: 18, margin: '0 0 4px' }}>{coupon.title}</h3>
      <p css={{ margin: '0 0 8px' }}>{couponTerms(coupon)}</p>
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        Промокод: <code css={{ fontSize: 18, fontWeight: 700 }}>{coupon.code}</code>
        <Button
          variant="secondary"
          onClick={() => void copy(coupon.code)}
          aria-label={`Скопировать промокод ${coupon.code}`}
        >
          {copied ? 'Скопировано' : 'Скопировать'}
        </Button>
      </p>
    </li>
  );
}

/** /lk/coupons: the shopper's personal coupons with their conditions; they are entered in the basket. */
export function CouponsPage() {
  const regionPath = useRegionPath();
  const query = couponsApi.useGetCouponsQuery(useLocationKey());
  return (
    <QueryView query={query} loading="Загружаем купоны…">
      {({ coupons }) =>
        coupons.length === 0 ? (
          <p>Действующих купонов нет.</p>
        ) : (
          <>
            <p>
              Введите промокод в{' '}
              <Link href={regionPath('/basket/')} css={(theme: Theme) => textLink(theme)}>
                корзине
              </Link>{' '}
              — скидка посчитается сразу.
            </p>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {coupons.map((coupon) => (
                <CouponRow key={coupon.code} coupon={coupon} />
              ))}
            </ul>
          </>
        )
      }
    </QueryView>
  );
}
