import { useEffect, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { localizedMessage, type BusEventMap, type NotificationKind } from '@apteka/contracts';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { trackError } from '@apteka/analytics';

interface Toast {
  id: number;
  kind: NotificationKind;
  message: string;
}

/** Toasts stay 5 s by default; product (basket) toasts 2 s. */
export function durationOf({ kind, durationMs }: BusEventMap['notify']): number {
  if (durationMs !== undefined) return durationMs;
  return kind === 'BASKET' ? 2000 : 5000;
}

const MAX_VISIBLE = 3;

/** Failures of the badge counters are background noise: the shopper is not told about them. */
export const isSilenced = (message: string): boolean => message.includes('api/badges');

const tone = (kind: NotificationKind, theme: Theme) =>
  kind === 'ERROR'
    ? theme.colors.danger
    : kind === 'WARNING'
      ? '#8a5300'
      : kind === 'BASKET'
        ? theme.colors.success
        : theme.colors.text;

const noneEarlier = () => [];

export interface ToasterProps {
  bus?: EventBus;
  /** the notices sent before the toaster was there, shown first (`takeKeptNotices`) */
  earlier?: () => Array<BusEventMap['notify']>;
}

/**
 * Shows the 'notify' events of every remote in one place (top right), announced to screen readers:
 * errors assertively, everything else politely. Each toast can be closed and closes itself.
 */
export function Toaster({ bus = pageBus, earlier = noneEarlier }: ToasterProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (event: BusEventMap['notify']) => {
      if (isSilenced(event.message)) return;
      const message = localizedMessage(event.message);
      // every error a shopper is shown is also an analytics error event
      if (event.kind === 'ERROR') trackError(message);
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind: event.kind, message }].slice(-MAX_VISIBLE));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }, durationOf(event));
      timers.add(timer);
    };
    earlier().forEach(show);
    const subscription = bus.on('notify').subscribe(show);
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [bus, earlier]);

  const close = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const polite = toasts.filter((t) => t.kind !== 'ERROR');
  const assertive = toasts.filter((t) => t.kind === 'ERROR');

  const list = (items: Toast[], live: 'polite' | 'assertive') => (
    // The regions stay in the page, empty, so screen readers are already listening when a notice arrives.
    <div aria-live={live} aria-atomic="false" css={{ display: 'grid', gap: 8 }}>
      {items.map((toast) => (
        <div
          key={toast.id}
          data-toast={toast.kind}
          role={toast.kind === 'ERROR' ? 'alert' : 'status'}
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            gap: 12,
            padding: '12px 14px',
            background: theme.colors.background,
            color: theme.colors.text,
            borderLeft: `4px solid ${tone(toast.kind, theme)}`,
            borderRadius: theme.radius,
            boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
          })}
        >
          <span css={{ flex: 1 }}>{toast.message}</span>
          <button
            type="button"
            aria-label="Закрыть уведомление"
            onClick={() => close(toast.id)}
            css={(theme: Theme) => ({
              border: 'none',
              background: 'none',
              cursor: 'pointer',
              fontSize: 16,
              minWidth: 32,
              minHeight: 32,
              color: theme.colors.textMuted,
              '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
            })}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );

  return (
    <div
      css={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: 1100,
        width: 'min(360px, calc(100% - 32px))',
        display: 'grid',
        gap: 8,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {list(assertive, 'assertive')}
      {list(polite, 'polite')}
    </div>
  );
}
