import { remoteLifecycles } from '@apteka/ui/remote';
import { remote } from './remote';

/** The basket remote in the browser (the module the shell loads as `basket/app`): its single-spa lifecycles. */
export const { bootstrap, mount, unmount } = remoteLifecycles(remote);
