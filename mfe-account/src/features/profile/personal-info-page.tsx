import type { Theme } from '@emotion/react';
import type { UserState } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import { Button, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useUpdateProfileMutation } from '../../api';
import { Panel } from '../../common/panel';
import { textLink } from '../../common/form-styles';
import { formatDate } from '@apteka/ui';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { PhoneChange } from './phone-change';
import { useTelegramLinkMutation, useVerifyContactsMutation } from './profile-api';
import { FormError } from '../../common/form-message';

const GENDER_TEXT = { male: 'Мужской', female: 'Женский' } as const;
const NOT_GIVEN = 'не указано';

function Details({ user }: { user: UserState }) {
  const { customer } = user;
  const fullName = [customer.lastName, customer.firstName, customer.secondName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Имя', fullName || NOT_GIVEN],
    ['Телефон', customer.phone ?? NOT_GIVEN],
    [
      'Электронная почта',
      customer.email ? `${customer.email}${customer.sentMail ? ' (не подтверждена)' : ''}` : NOT_GIVEN,
    ],
    ['Пол', customer.gender ? GENDER_TEXT[customer.gender] : NOT_GIVEN],
    ['Дата рождения', customer.birthdate ? formatDate(customer.birthdate) : NOT_GIVEN],
    ['Рассылка по почте', customer.mailingAgree ? 'получаю' : 'не получаю'],
    ['SMS об акциях', customer.smsAgree ? 'получаю' : 'не получаю'],
  ];
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        gap: '8px 16px',
        margin: '0 0 16px',
      }}
    >
      {rows.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{term}</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmailConfirmation() {
  const [resend, { isLoading, isSuccess, error }] = useVerifyContactsMutation();
  return (
    <div css={{ margin: '0 0 16px' }}>
      <p css={{ margin: '0 0 8px' }}>Почта не подтверждена: перейдите по ссылке из письма, которое мы прислали.</p>
      {isSuccess && <p role="status">Письмо отправлено ещё раз.</p>}
      <FormError message={error ? errorText(error) : null} />
      <Button variant="secondary" disabled={isLoading} onClick={() => void resend()}>
        Отправить письмо ещё раз
      </Button>
    </div>
  );
}

function AgeConfirmation() {
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  return (
    <Panel title="Подтверждение возраста">
      <p css={{ margin: '0 0 8px' }}>Некоторые товары продаются только совершеннолетним.</p>
      <FormError message={error ? errorText(error) : null} />
      <Button variant="secondary" disabled={isLoading} onClick={() => void save({ hasEighteen: true })}>
        Мне исполнилось 18 лет
      </Button>
    </Panel>
  );
}

function TelegramSubscription() {
  const [getLink, { data, isLoading, error }] = useTelegramLinkMutation();
  return (
    <Panel title="Уведомления в Telegram">
      <p css={{ margin: '0 0 8px' }}>Статусы заказов и персональные предложения — в нашем Telegram-боте.</p>
      <FormError message={error ? errorText(error) : null} />
      {data ? (
        <a href={data.link} target="_blank" rel="noopener noreferrer" css={(theme: Theme) => textLink(theme)}>
          Открыть бота в Telegram (откроется в новой вкладке)
        </a>
      ) : (
        <Button variant="secondary" disabled={isLoading} onClick={() => void getLink()}>
          Подключить Telegram
        </Button>
      )}
    </Panel>
  );
}

/** /lk/personal-info: who the shopper is to the store, with every way to change it, and deletion. */
export function PersonalInfoPage({ user }: { user: UserState }) {
  const regionPath = useRegionPath();
  return (
    <>
      <Panel title="Профиль">
        <Details user={user} />
        {user.customer.sentMail && <EmailConfirmation />}
        <Link href={regionPath('/lk/profile-edit')} css={(theme: Theme) => ({ ...textLink(theme), fontWeight: 600 })}>
          Редактировать профиль
        </Link>
      </Panel>
      {!user.hasEighteen && <AgeConfirmation />}
      <Panel title="Телефон">
        <PhoneChange current={user.customer.phone} />
      </Panel>
      <Panel title="Пароль">
        <ChangePassword />
      </Panel>
      <TelegramSubscription />
      <Panel title="Удаление личного кабинета">
        <DeleteAccount />
      </Panel>
    </>
  );
}
