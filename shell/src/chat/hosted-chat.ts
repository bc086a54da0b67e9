import { pageNonce } from '@apteka/ui';
import type { ChatUser } from '@apteka/contracts/schemas';

interface JivoApi {
  open(): void;
  setContactInfo(info: { name?: string; phone?: string; email?: string }): void;
  setUserToken(token: string): void;
  setCustomData(fields: Array<{ title: string; content: string }>): void;
}

interface JivoPage {
  jivo_api?: JivoApi;
  jivo_onLoadCallback?: () => void;
}

let loading: Promise<JivoApi> | null = null;

/**
 * Loads JivoSite's widget once (with the page nonce) and hands it the signed-in customer: contact details, their
 * id, and the server's hash as the user token the service checks with the shared secret.
 */
export function openHostedChat(widgetId: string, user: ChatUser | null, doc: Document = document): Promise<void> {
  const page = window as unknown as JivoPage;
  loading ??= new Promise<JivoApi>((resolve, reject) => {
    page.jivo_onLoadCallback = () => (page.jivo_api ? resolve(page.jivo_api) : reject(new Error('no jivo_api')));
    const script = doc.createElement('script');
    script.async = true;
    script.src = `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`;
    const nonce = pageNonce(doc);
    if (nonce) script.nonce = nonce;
    script.onerror = () => {
      loading = null;
      reject(new Error('the chat widget did not load'));
    };
    doc.head.appendChild(script);
  });
  return loading.then((jivo) => {
    if (user) {
      jivo.setContactInfo({
        name: user.name,
        ...(user.phone ? { phone: user.phone } : {}),
        ...(user.email ? { email: user.email } : {}),
      });
      jivo.setUserToken(user.hash);
      jivo.setCustomData([{ title: 'ID покупателя', content: user.id }]);
    }
    jivo.open();
  });
}

/** For tests: forget the loaded widget. */
export function resetHostedChat(): void {
  loading = null;
}
