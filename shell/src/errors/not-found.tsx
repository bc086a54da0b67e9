import { Link } from '@apteka/ui';

export function NotFound() {
  return (
    <section css={{ padding: '48px 16px', textAlign: 'center' }} data-testid="not-found">
      <h1 css={{ fontSize: 28 }}>Страница не найдена</h1>
      <p>Возможно, она была удалена или в адресе есть ошибка.</p>
      <p css={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link href="/">На главную</Link>
        <Link href="/catalog">Перейти в каталог</Link>
      </p>
    </section>
  );
}
