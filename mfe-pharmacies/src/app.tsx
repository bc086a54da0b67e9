import { remoteLifecycles } from '@apteka/ui/remote';
import { remote } from './remote';

/** The pharmacies remote in the browser (the module the shell loads as `pharmacies/app`): its single-spa lifecycles. */
export const { bootstrap, mount, unmount } = remoteLifecycles(remote);
