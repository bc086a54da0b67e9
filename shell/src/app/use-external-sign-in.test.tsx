import { renderHook } from '@testing-library/react';
import { createBus } from '@apteka/bus';
import { useExternalSignIn } from './use-external-sign-in';

function returnTo(path: string) {
  window.history.replaceState(null, '', path);
  const bus = createBus();
  const toasts: string[] = [];
  bus.on('notify').subscribe(({ message }) => toasts.push(message));
  renderHook(() => useExternalSignIn(bus));
  return toasts;
}

describe('useExternalSignIn', () => {
  it('greets a shopper back from a provider and takes authorizedBy and state out of the address', () => {
    const toasts = returnTo('/catalog/vitaminy?sort=price&authorizedBy=vk&state=yandexWidget#top');
    expect(toasts).toEqual(['Вы вошли через VK ID.']);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/catalog/vitaminy?sort=price#top',
    );
  });

  it('ignores an unknown provider and a plain page', () => {
    expect(returnTo('/lk?authorizedBy=google&state=yandexWidget')).toEqual([]);
    expect(window.location.search).toBe('?authorizedBy=google&state=yandexWidget');
    expect(returnTo('/basket/')).toEqual([]);
  });
});
