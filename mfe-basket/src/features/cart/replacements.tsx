import { useEffect } from 'react';
import { effectivePrice } from '@apteka/contracts';
import { Button, ErrorNotice, formatPrice, Spinner } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useLazyGetReplacementsQuery, useReplaceLineMutation } from '../../api';

/** Suggestions for a line that cannot be ordered: same substance, on the shelf where the basket is served. */
export function Replacements({ productId }: { productId: number }) {
  const [load, { data, error, isFetching }] = useLazyGetReplacementsQuery();
  const [replace, replacing] = useReplaceLineMutation();
  useEffect(() => void load(productId), [load, productId]);

  if (isFetching) return <Spinner label="Подбираем замену…" />;
  if (error) return <ErrorNotice message={errorText(error)} onRetry={() => void load(productId)} />;
  if (!data) return null;
  if (data.replacements.length === 0) return <p>Замены в наличии не нашлось.</p>;
  return (
    <section aria-label="Замены">
      <ul css={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {data.replacements.map((r) => (
          <li
            key={r.productId}
            css={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', padding: '4px 0' }}
          >
            <span>
              {r.name} — {formatPrice(effectivePrice(r.price))}
            </span>
            <Button
              variant="secondary"
              disabled={replacing.isLoading}
              onClick={() => void replace({ from: productId, to: r.productId })}
              aria-label={`Заменить на ${r.name}`}
            >
              Заменить
            </Button>
          </li>
        ))}
      </ul>
      {replacing.error && <p role="alert">{errorText(replacing.error)}</p>}
    </section>
  );
}
