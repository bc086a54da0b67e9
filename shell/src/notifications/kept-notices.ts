import type { BusEventMap } from '@apteka/contracts';
import type { EventBus } from '@apteka/bus';

type Notice = BusEventMap['notify'];

/** The notices kept for the toaster, until it takes them (and listens itself from then on). */
let keeping: { kept: Notice[]; stop: () => void } | 'taken' | null = null;

/**
 * Keeps the notices ('notify') sent before the toaster's code has arrived (it comes with the shell's later parts),
 * and calls `arrived` at each, so the first one asks for that code: a notice is shown as soon as the toaster is
 * there, and none is lost. Nothing once the toaster has taken what was kept.
 */
export function keepNotices(bus: EventBus, arrived: () => void): void {
  if (keeping !== null) return;
  const kept: Notice[] = [];
  const subscription = bus.on('notify').subscribe((notice) => {
    kept.push(notice);
    arrived();
  });
  keeping = { kept, stop: () => subscription.unsubscribe() };
}

/** The notices kept so far, in the order they were sent; keeping stops. */
export function takeKeptNotices(): Notice[] {
  const was = keeping;
  keeping = 'taken';
  if (was === null || was === 'taken') return [];
  was.stop();
  return was.kept;
}
