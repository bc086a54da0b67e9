import { Button } from './button';

/** A failed load of data, with a retry: keeps the page usable when one call fails. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      css={{ padding: 16, border: '1px solid #b42318', borderRadius: 8, color: '#b42318', background: '#fff5f5' }}
    >
      <p css={{ margin: '0 0 8px' }}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </div>
  );
}
