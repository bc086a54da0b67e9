import { remoteLifecycles } from '@apteka/ui/remote';
import { remote } from './remote';

/** The content remote in the browser (the module the shell loads as `content/app`): its single-spa lifecycles. */
export const { bootstrap, mount, unmount } = remoteLifecycles(remote);
