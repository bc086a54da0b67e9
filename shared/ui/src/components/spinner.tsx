export function Spinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" css={{ padding: 24, textAlign: 'center' }}>
      <span
        aria-hidden="true"
        css={{
          display: 'inline-block',
          width: 32,
          height: 32,
          border: '3px solid #c9d1d9',
          borderTopColor: '#57606a',
          borderRadius: '50%',
          animation: 'apteka-spin 0.8s linear infinite',
          '@keyframes apteka-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
    </div>
  );
}
