import { remoteLifecycles } from '@apteka/ui/remote';
import { remote } from './remote';

/** The account remote in the browser (the module the shell loads as `account/app`): its single-spa lifecycles. */
export const { bootstrap, mount, unmount } = remoteLifecycles(remote);
