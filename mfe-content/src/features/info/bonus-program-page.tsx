import type { Theme } from '@emotion/react';
import { focusRing, Link } from '@apteka/ui';
import { InfoPage } from '@apteka/ui';

/** /bonus-program: the programme's rules as the spec states them (sections 1 and 9). */
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
