import { ErrorNotice, plural, Spinner } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetStoreReviewsQuery } from '../../api';

const REVIEW_FORMS = ['отзыв', 'отзыва', 'отзывов'] as const;
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

export function StoreReviews({ storeId }: { storeId: number }) {
  const { data, error, isLoading, refetch } = useGetStoreReviewsQuery(storeId);
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" css={{ fontSize: 20, margin: '24px 0 8px' }}>
        Отзывы
      </h2>
      {isLoading && <Spinner label="Загружаем отзывы…" />}
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data && data.count === 0 && <p>Отзывов пока нет.</p>}
      {data && data.count > 0 && (
        <>
          <p>
            Оценка {String(data.rating).replace('.', ',')} из 5 — {data.count} {plural(data.count, REVIEW_FORMS)}
          </p>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Отзывы покупателей">
            {data.reviews.map((review) => (
              <li key={review.id} css={{ padding: '8px 0', borderBottom: '1px solid #ddd' }}>
                <p css={{ margin: 0 }}>
                  <strong>{review.author}</strong>, {dateText(review.createdAt)} —{' '}
                  <span aria-label={`Оценка ${review.rating} из 5`}>{'★'.repeat(review.rating)}</span>
                </p>
                <p css={{ margin: '4px 0 0' }}>{review.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
