/** Reminds a developer that some remotes come from a local dev server, not from the registry. */
export function OverrideBanner({ remotes }: { remotes: string[] }) {
  return (
    <div
      role="status"
      css={{ background: '#fff3cd', color: '#5c4400', padding: '6px 16px', fontSize: 14, textAlign: 'center' }}
    >
      Режим разработки: {remotes.join(', ')} загружается с локального сервера. Отключить:{' '}
      <code>?mf-override={remotes[0]}@</code>
    </div>
  );
}
