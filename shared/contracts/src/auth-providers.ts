/** The external sign-in providers: Yandex ID, VK ID and T-ID. */
export const AUTH_PROVIDERS = ['yandex', 'vk', 'tinkoff'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** How the store names each provider to a shopper. */
export const AUTH_PROVIDER_NAMES: Record<AuthProvider, string> = {
  yandex: 'Яндекс ID',
  vk: 'VK ID',
  tinkoff: 'T-ID',
};
