import { useNavigate, useParams } from 'react-router-dom';
import { Button, ErrorNotice, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { errorText } from '@apteka/api-client';
import { useGetSharedCartQuery, useTakeSharedCartMutation } from '../../api';
import { GoodsSummary } from '../common/goods-summary';

const page = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;

/** /shared-cart/{id}: goods someone shared, which the visitor can take into their own basket. */
export function SharedCartPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const path = useRegionPath();
  const { data, error, isLoading, refetch } = useGetSharedCartQuery(id);
  const [take, taking] = useTakeSharedCartMutation();
  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Корзина, которой с вами поделились</h1>
      {isLoading ? (
        <Spinner label="Загружаем корзину…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <GoodsSummary items={data.items} />
          {taking.error && <p role="alert">{errorText(taking.error)}</p>}
          <Button
            disabled={taking.isLoading}
            onClick={async () => {
              const result = await take(id);
              if ('data' in result) navigate(path('/basket/'));
            }}
          >
            Добавить в мою корзину
          </Button>
        </>
      )}
    </section>
  );
}
