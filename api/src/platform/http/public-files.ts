/**
 * Files of the origin folder that are never sent to browsers, by their address (decoded, dots resolved):
 * - the shell's page: it goes out with a nonce of its own;
 * - what older deploy folders kept beside the registry: its history names the people who deployed;
 * - server bundles (a `server/` folder of a build, e.g. `remotes/catalog/1.4.0/server/render.js`): the instances read
 *   them from the origin itself, and they are the server's code;
 * - source maps, and their compressed copies: the apps' source.
 */
const NOT_PUBLIC = [
  /^\/(index\.html|registry\.json|registry-history\.jsonl|registry\.lock|build-id\.txt)$|^\/shell\/[^/]+\/index\.html/,
  // case-blind: on a case-blind file system /SERVER/ and .MAP name the same files
  /\/server(\/|$)/i,
  /\.map(\.(br|gz))?$/i,
];

/** Whether browsers may fetch the origin's file at `pathname`. */
export const isPublicFile = (pathname: string) => !NOT_PUBLIC.some((rule) => rule.test(pathname));
