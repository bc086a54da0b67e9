import { useState } from 'react';
import { Button } from '@apteka/ui';

const SECTION_NAMES: Record<string, string> = {
  content: 'Главная и информационные страницы',
  catalog: 'Каталог',
  basket: 'Корзина',
  account: 'Личный кабинет',
  pharmacies: 'Аптеки',
};

/** Shown in place of a remote that could not be loaded; the rest of the store keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => Promise<void> }) {
  const [state, setState] = useState<'idle' | 'retrying' | 'failed'>('idle');
  const retry = async () => {
    setState('retrying');
    try {
      await onRetry();
    } catch {
      setState('failed');
    }
  };
  return (
    <section
      role="alert"
      data-remote-fallback={remote}
      css={{ padding: '48px 16px', textAlign: 'center', maxWidth: 560, margin: '0 auto' }}
    >
      <h1 css={{ fontSize: 24 }}>Раздел «{SECTION_NAMES[remote] ?? remote}» временно недоступен</h1>
      <p>Остальные разделы сайта работают. Попробуйте открыть этот раздел ещё раз через минуту.</p>
      {state === 'failed' && <p>Не получилось. Попробуйте ещё раз чуть позже.</p>}
      <Button onClick={retry} disabled={state === 'retrying'}>
        {state === 'retrying' ? 'Загружаем…' : 'Повторить'}
      </Button>
    </section>
  );
}
