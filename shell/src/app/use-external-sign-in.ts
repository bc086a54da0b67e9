import { useEffect } from 'react';
import { bus as pageBus, type EventBus } from '@apteka/bus';
import { track } from '@apteka/analytics';
import { AUTH_PROVIDER_NAMES, AUTH_PROVIDERS, type AuthProvider } from '@apteka/contracts';

const isProvider = (value: string | null): value is AuthProvider =>
  value !== null && (AUTH_PROVIDERS as readonly string[]).includes(value);

/**
 * A provider's sign-in ends on the page it started from with `authorizedBy` (yandex, vk or tinkoff) and
 * `state=yandexWidget`: the session is already signed in, so the shopper is told where from and the two
 * parameters leave the address (a reload or a shared link must not greet again).
 */
export function useExternalSignIn(bus: EventBus = pageBus) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const provider = url.searchParams.get('authorizedBy');
    if (!isProvider(provider)) return;
    url.searchParams.delete('authorizedBy');
    if (url.searchParams.get('state') === 'yandexWidget') url.searchParams.delete('state');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    bus.emit('notify', { kind: 'MESSAGE', message: `Вы вошли через ${AUTH_PROVIDER_NAMES[provider]}.` });
    track('login', { method: provider });
  }, [bus]);
}
