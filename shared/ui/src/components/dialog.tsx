import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Theme } from '@emotion/react';
import { afterNextPaint } from '../scheduling/after-next-paint';
import { Button } from './button';

interface SheetState {
  apteka_sheet?: string;
}

/** The Back a closing sheet asked for, until its popstate arrives (or a moment passes without one). */
let pendingBack: Promise<void> | null = null;
const afterPendingBack = () => pendingBack ?? Promise.resolve();

function goBack() {
  pendingBack = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      pendingBack = null;
      resolve();
    };
    const timer = setTimeout(done, 500);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

/** Open dialogs hold the page still together: the last of them to close gives the page its scrolling back. */
let scrollLocks = 0;
let overflowBeforeLocks = '';
function lockPageScroll() {
  if (scrollLocks++ === 0) {
    overflowBeforeLocks = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) document.body.style.overflow = overflowBeforeLocks;
  };
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' fills a small screen; 'popup' is a centred box */
  variant?: 'popup' | 'sheet';
  /**
   * false keeps the dialog drawn and laid out but hidden (from sight, from assistive technology, from the focus),
   * so that the tap which opens it shows it at once instead of building and laying it out first
   */
  open?: boolean;
}

/**
 * A dialog kept drawn while closed is transparent on a compositor layer of its own (`will-change: opacity`) rather
 * than `visibility: hidden`: its content is then recorded ahead, and opening it changes one opacity, where a hidden
 * one would be styled and painted again inside the tap. `inert` and `aria-hidden` keep it from the focus, the
 * pointer and assistive technology, as `visibility: hidden` did.
 */
const CLOSED_BUT_DRAWN = { opacity: 0, pointerEvents: 'none' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, focus moves in once it is painted (to the element marked `data-autofocus`,
 * else the first focusable one), stays inside while open
 * (Tab wraps), Escape or the close button closes it, focus returns to where it was.
 */
export function Dialog({ title, onClose, children, variant = 'popup', open: openGiven }: DialogProps) {
  // a caller that says whether it is open keeps it drawn while closed; one that does not mounts it to open it
  const keptDrawn = openGiven !== undefined;
  const open = openGiven ?? true;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A sheet covers the whole screen of a phone, where the system back gesture is how people leave a screen: it
  // gets a history entry of its own, so Back closes the sheet instead of leaving the page under it.
  useEffect(() => {
    if (variant !== 'sheet' || !open) return undefined;
    const marker = `sheet-${titleId}`;
    let active = true;
    let pushed = false;
    const onPop = (event: PopStateEvent) => {
      // single-spa announces every pushState as a popstate of its own: only a real Back closes the sheet
      if ((event as PopStateEvent & { singleSpa?: boolean }).singleSpa) return;
      if ((window.history.state as SheetState | null)?.apteka_sheet !== marker) closeRef.current();
    };
    // written after the sheet's first paint, off the tap's path (a Back gesture takes far longer than a frame); a
    // sheet opened as another closes (the city list from the location sheet) waits for that one's entry to go
    const cancelPush = afterNextPaint(
      () =>
        void afterPendingBack().then(() => {
          if (!active) return;
          const state: unknown = window.history.state;
          window.history.pushState({ ...(typeof state === 'object' && state ? state : {}), apteka_sheet: marker }, '');
          pushed = true;
          window.addEventListener('popstate', onPop);
        }),
    );
    return () => {
      active = false;
      cancelPush();
      window.removeEventListener('popstate', onPop);
      // closed another way (the button, Escape, a choice): take the sheet's entry back off the history
      if (pushed && (window.history.state as SheetState | null)?.apteka_sheet === marker) goBack();
    };
  }, [variant, titleId, open]);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // Locking the page restyles and repaints the page under the dialog, which a phone then rasterises again: done
    // after the dialog's first paint, that work is not part of the tap that opened it.
    let unlockPageScroll: (() => void) | null = null;
    const cancelLock = afterNextPaint(() => {
      unlockPageScroll = lockPageScroll();
    });
    // an element marked data-autofocus (a chat's message field) takes the focus; else the first one that can
    const initialFocus = () =>
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    // Moving the focus lays the page out at once: done right after the dialog's first paint, the layout is the
    // frame's own and not a second one inside the tap that opened it. A shopper already inside keeps their place.
    let focusPending = true;
    const cancelFocus = afterNextPaint(() => {
      focusPending = false;
      if (!panel.current?.contains(document.activeElement)) initialFocus()?.focus();
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      // a Tab pressed before the focus has moved in still lands inside the dialog
      if (focusPending && !panel.current.contains(document.activeElement)) {
        event.preventDefault();
        cancelFocus();
        focusPending = false;
        (initialFocus() ?? firstItem).focus();
      } else if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelFocus();
      cancelLock();
      document.removeEventListener('keydown', onKeyDown);
      unlockPageScroll?.();
      previouslyFocused?.focus?.();
    };
  }, [open]);

  return createPortal(
    <div
      css={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,0.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: 1000,
        // a layer of its own costs the compositor memory for as long as the dialog is drawn: only for one kept drawn
        willChange: keptDrawn ? 'opacity' : undefined,
      }}
      style={open ? undefined : CLOSED_BUT_DRAWN}
      inert={!open}
      aria-hidden={open ? undefined : true}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={(theme: Theme) => ({
          background: theme.colors.background,
          color: theme.colors.text,
          borderRadius: variant === 'sheet' ? 0 : theme.radius,
          width: variant === 'sheet' ? '100%' : 'min(560px, calc(100% - 32px))',
          height: variant === 'sheet' ? '100%' : 'auto',
          maxHeight: variant === 'sheet' ? '100%' : 'calc(100% - 64px)',
          overflow: 'auto',
          padding: 24,
          boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
        })}
      >
        <div
          css={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 16,
            marginBottom: 16,
          }}
        >
          <h2 id={titleId} css={{ margin: 0, fontSize: 22 }}>
            {title}
          </h2>
          <Button variant="link" aria-label="Закрыть" onClick={onClose}>
            ✕
          </Button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
