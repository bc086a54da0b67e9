import { useState } from 'react';
import { AUTH_PROVIDER_NAMES, AUTH_PROVIDERS, type AuthProvider } from '@apteka/contracts';
import { Button } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { browser } from '../../common/browser';
import { useOauthLinkMutation } from './auth-api';
import { safeReturnTo } from './session';
import { FormError } from '../../common/form-message';

/** The page a provider's sign-in returns to: where the shopper was going, else this page without old errors. */
function returnPath(): string {
  const next = safeReturnTo(window.location.search);
  if (next) return next;
  const url = new URL(window.location.href);
  url.searchParams.delete('authError');
  return `${url.pathname}${url.search}`;
}

/** Yandex ID, VK ID and T-ID: the browser leaves for the provider and comes back signed in. */
export function ExternalProviders() {
  const [link, { isLoading }] = useOauthLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (provider: AuthProvider) => {
    setFailure(null);
    try {
      const { url } = await link({ provider, returnTo: returnPath() }).unwrap();
      browser.leaveFor(url);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby="external-sign-in" css={{ marginTop: 32 }}>
      <h2 id="external-sign-in" css={{ fontSize: 18, margin: '0 0 12px' }}>
        Войти через
      </h2>
      <FormError message={failure} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {AUTH_PROVIDERS.map((provider) => (
          <Button key={provider} variant="secondary" disabled={isLoading} onClick={() => void start(provider)}>
            {AUTH_PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </div>
    </section>
  );
}
