import { createRemoteLifecycles } from '@apteka/ui';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('basket', Root, { version: __APP_VERSION__ });
