import { useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { bus } from '@apteka/bus';
import { focusRing } from '@apteka/ui';
import { useAppSelector } from '../store/make-store';
import { usePathname } from '../app/use-route-owner';
import { chatApi } from './chat-api';
import { ChatPanel } from './chat-panel';
import { chatPlacement } from './chat-placement';
import { openHostedChat } from './hosted-chat';

/**
 * The consultant chat button and what it opens: the built-in panel, or the hosted widget the server names (loaded
 * on the first click, with the signed-in customer and their server-signed hash).
 */
export function ConsultantChat({ status }: { status: number }) {
  const pathname = usePathname();
  const device = useAppSelector((state) => state.device);
  const [panelOpen, setPanelOpen] = useState(false);
  // a second tap while the configuration loads does nothing; the button stays focusable, so focus can return to it
  const opening = useRef(false);
  const placement = chatPlacement(pathname, status, device);
  if (!placement.shown) return null;

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const config = await chatApi.config();
      if (config.provider === 'jivo') await openHostedChat(config.widgetId, config.user);
      else setPanelOpen(true);
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
      {panelOpen && <ChatPanel onClose={() => setPanelOpen(false)} />}
    </>
  );
}
