import { useTheme, type Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';
import { InfoPage } from '@apteka/ui';

/** /contacts: the brand's call-centre line. */
export function ContactsPage() {
  const theme = useTheme();
  return (
    <InfoPage title="Контакты">
      <p>
        Телефон call-центра:{' '}
        <a
          href={`tel:${theme.phone.tel}`}
          css={(t: Theme) => ({ color: t.colors.primary, fontWeight: 600, fontSize: 20, ...focusRing(t) })}
        >
          {theme.phone.display}
        </a>
      </p>
      <p>На звонки отвечают специалисты с медицинским образованием, средний стаж — от 7 лет.</p>
    </InfoPage>
  );
}
