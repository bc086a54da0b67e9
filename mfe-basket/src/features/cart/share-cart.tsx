import { Button, useClipboard } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { track } from '@apteka/analytics';
import { useShareCartMutation } from '../../api';

/** 'Поделиться корзиной': a link to a snapshot of the basket that anyone can open and take. */
export function ShareCart({ count }: { count: number }) {
  const [share, { data, error, isLoading }] = useShareCartMutation();
  const { copied, copy } = useClipboard();
  const url = data ? `${window.location.origin}/shared-cart/${data.id}` : null;

  return (
    <div css={{ marginTop: 16 }}>
      <Button
        variant="secondary"
        onClick={() =>
          void share().then((result) => {
            if (!('error' in result)) track('share_basket', { items_count: count });
          })
        }
        disabled={isLoading}
      >
        Поделиться корзиной
      </Button>
      {url && (
        <p role="status" css={{ wordBreak: 'break-all' }}>
          Ссылка на корзину: <a href={url}>{url}</a>{' '}
          <Button variant="link" onClick={() => void copy(url)}>
            {copied ? 'Скопировано' : 'Скопировать'}
          </Button>
        </p>
      )}
      {error && <p role="alert">{errorText(error)}</p>}
    </div>
  );
}
