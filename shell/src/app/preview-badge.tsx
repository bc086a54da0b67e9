import { PREVIEW_OFF, PREVIEW_PARAM } from '@apteka/contracts';

/**
 * Says that this browser sees a version no shopper sees yet (it opened a preview link), and offers the way back
 * to the store as shoppers see it.
 */
export function PreviewBadge({ remote, version }: { remote: string; version: string }) {
  return (
    <div
      role="status"
      css={{
        position: 'fixed',
        left: 12,
        bottom: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        zIndex: 1000,
        background: '#1f2933',
        color: '#ffffff',
        borderRadius: 8,
        padding: '8px 12px',
        fontSize: 14,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
      }}
    >
      Предпросмотр: {remote} {version} ·{' '}
      <a href={`/?${PREVIEW_PARAM}=${PREVIEW_OFF}`} css={{ color: '#ffffff', textDecoration: 'underline' }}>
        выйти
      </a>
    </div>
  );
}
