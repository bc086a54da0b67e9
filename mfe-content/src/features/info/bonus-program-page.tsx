import type { Theme } from '@emotion/react';
import { focusRing, Link } from '@apteka/ui';
import { InfoPage } from '@apteka/ui';

/** /bonus-program: the programme's rules: 250 bonuses for the first order, double in the app, 1 bonus = 1 ruble. */
export function BonusProgramPage() {
  return (
    <InfoPage title="Бонусная программа">
      <ul>
        <li>250 бонусов за первый заказ.</li>
        <li>В мобильном приложении бонусов начисляется вдвое больше.</li>
        <li>1 бонус = 1 рубль.</li>
      </ul>
      <p>
        Бонусный счёт виден в{' '}
        <Link href="/lk" css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          личном кабинете
        </Link>
        .
      </p>
    </InfoPage>
  );
}
