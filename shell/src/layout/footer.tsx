import { track } from '@apteka/analytics';
import { useTheme, type Theme } from '@emotion/react';
import { Link } from '@apteka/ui';
import { useEffect } from 'react';
import { footerLinksHydrated } from '../routing/waiting-links';

const INFO_LINKS = [
  { href: '/samovyvoz-i-dostavka', label: 'Самовывоз и доставка' },
  { href: '/gde-moy-zakaz', label: 'Где мой заказ' },
  { href: '/bonus-program', label: 'Бонусная программа' },
  { href: '/garantii-i-vozvrat', label: 'Гарантии и возврат' },
  { href: '/pharmacies', label: 'Аптеки' },
  { href: '/contacts', label: 'Контакты' },
  { href: '/basic-pages/faq', label: 'Вопросы и ответы' },
];

export function Footer() {
  const theme = useTheme();
  useEffect(() => footerLinksHydrated(), []);
  return (
    <footer
      css={(t: Theme) => ({
        marginTop: 48,
        background: t.colors.surface,
        color: t.colors.text,
        borderTop: `1px solid ${t.colors.border}`,
        // below the first screen on every page: laid out when the shopper scrolls near it, not with the page's start
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
      })}
    >
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '32px 16px',
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        }}
      >
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" css={{ fontSize: 18, marginTop: 0 }}>
            Справочная служба
          </h2>
          <p css={{ margin: '0 0 8px' }}>
            <a
              href={`tel:${theme.phone.tel}`}
              onClick={() => track('phone_click', { page: window.location.pathname, phone: theme.phone.display })}
              css={{ fontSize: 20, fontWeight: 700, color: theme.colors.text }}
            >
              {theme.phone.display}
            </a>
          </p>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            Консультируют специалисты с медицинским образованием, средний стаж — от 7 лет.
          </p>
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" css={{ fontSize: 18, marginTop: 0 }}>
            Покупателям
          </h2>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} css={{ color: theme.colors.text }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-bonus">
          <h2 id="footer-bonus" css={{ fontSize: 18, marginTop: 0 }}>
            Бонусы
          </h2>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            250 бонусов за первый заказ. 1 бонус = 1 рубль. В мобильном приложении — двойные бонусы.
          </p>
        </section>
      </div>
      <p
        css={{ maxWidth: 1280, margin: '0 auto', padding: '0 16px 24px', color: theme.colors.textMuted, fontSize: 14 }}
      >
        © {theme.name}. Имеются противопоказания, необходима консультация специалиста.
      </p>
    </footer>
  );
}
