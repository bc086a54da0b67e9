import type { Theme } from '@emotion/react';
import { Link, plural, PLURALS } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';

export type BonusCardVariant = 'BIG' | 'COMPACT';

/** The shopper's bonus card: BIG on the account's front page (with a way to the details), COMPACT elsewhere. */
export function BonusCard({ balance, variant }: { balance: number | null; variant: BonusCardVariant }) {
  const regionPath = useRegionPath();
  const big = variant === 'BIG';
  const amount = balance ?? 0;
  return (
    <div
      data-variant={variant}
      css={(theme: Theme) => ({
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
        borderRadius: 12,
        padding: big ? '24px 24px 20px' : '12px 16px',
        maxWidth: big ? 420 : 320,
        marginBottom: 20,
      })}
    >
      <p css={{ margin: 0, fontSize: big ? 16 : 14 }}>Бонусная карта</p>
      <p css={{ margin: big ? '8px 0' : '4px 0', fontSize: big ? 40 : 24, fontWeight: 700, lineHeight: 1.1 }}>
        {amount} {plural(amount, PLURALS.bonus)}
      </p>
      <p css={{ margin: 0, fontSize: 14 }}>1 бонус = 1 рубль при оплате заказа</p>
      {big && (
        <Link
          href={regionPath('/lk/bonuses')}
          css={(theme: Theme) => ({
            display: 'inline-block',
            marginTop: 12,
            color: theme.colors.onPrimary,
            fontWeight: 600,
            '&:focus-visible': { outline: `3px solid ${theme.colors.onPrimary}`, outlineOffset: 2 },
          })}
        >
          Как копить и тратить
        </Link>
      )}
    </div>
  );
}
