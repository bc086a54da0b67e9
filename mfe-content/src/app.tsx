import { createRemoteLifecycles } from '@apteka/ui';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles('content', Root, { version: __APP_VERSION__ });
