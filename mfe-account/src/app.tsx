import { createRemoteLifecycles } from '@apteka/ui';
import { mountingWithPage } from '@apteka/ui/routing';
import { loadSectionPageAt } from './features/account/section-pages';
import { Root } from './root';

export const { bootstrap, mount, unmount } = mountingWithPage(
  createRemoteLifecycles('account', Root, { version: __APP_VERSION__ }),
  loadSectionPageAt,
);
