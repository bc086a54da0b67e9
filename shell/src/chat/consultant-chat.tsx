import { useRef, useState, type ComponentType } from 'react';
import type { Theme } from '@emotion/react';
import { bus } from '@apteka/bus';
import { focusRing } from '@apteka/ui';
import { useAppSelector } from '../store/make-store';
import { usePathname } from '../app/use-route-owner';
import { chatApi } from './chat-api';
import { chatPlacement } from './chat-placement';

type Panel = ComponentType<{ onClose: () => void }>;

/**
 * The consultant chat button and what it opens: the built-in panel, or the hosted widget the server names (loaded
 * on the first click, with the signed-in customer and their server-signed hash). What it opens is loaded with the
 * first click too: every page shows the button, few shoppers press it.
 */
export function ConsultantChat({ status }: { status: number }) {
  const pathname = usePathname();
  const device = useAppSelector((state) => state.device);
  const [OpenPanel, setOpenPanel] = useState<Panel | null>(null);
  // a second tap while the configuration loads does nothing; the button stays focusable, so focus can return to it
  const opening = useRef(false);
  const placement = chatPlacement(pathname, status, device);
  if (!placement.shown) return null;

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const config = await chatApi.config();
      if (config.provider === 'jivo') {
        const { openHostedChat } = await import('./hosted-chat');
        await openHostedChat(config.widgetId, config.user);
      } else {
        const { ChatPanel } = await import('./chat-panel');
        setOpenPanel(() => ChatPanel);
      }
    } catch {
      bus.emit('notify', { kind: 'ERROR', message: 'Чат сейчас недоступен. Позвоните нам или попробуйте позже.' });
    } finally {
      opening.current = false;
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        aria-haspopup="dialog"
        data-testid="chat-button"
        css={(theme: Theme) => ({
          position: 'fixed',
          right: 16,
          bottom: `calc(${placement.bottom}px + env(safe-area-inset-bottom, 0px))`,
          zIndex: 900,
          minHeight: 48,
          padding: '0 18px',
          borderRadius: 24,
          border: 0,
          background: theme.colors.primary,
          color: theme.colors.onPrimary,
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
          ...focusRing(theme),
        })}
      >
        Чат с консультантом
      </button>
      {OpenPanel && <OpenPanel onClose={() => setOpenPanel(null)} />}
    </>
  );
}
