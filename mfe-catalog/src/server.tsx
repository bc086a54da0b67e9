import { serverRender } from '@apteka/ui/server';
import { remote } from './remote';

/** The catalog remote's first view drawn on the server (SERVER_RENDER_FILE): the page server calls it per page. */
export const render = serverRender(remote.name, remote);
