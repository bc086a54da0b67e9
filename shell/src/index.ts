// The async boundary lets the federation runtime settle shared modules before any of them runs.
//
// The page is already on screen (the server drew it): what the scripts do first is make it work, without holding the
// main thread long at any one time. So the largest libraries start downloading together, and each runs when it
// arrives, in a task of its own; the shell's own code, which needs them all, runs after.
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('@emotion/react'),
  () => import('rxjs'),
  () => import('axios'),
  () => import('@apteka/ui'),
];

void Promise.all(LIBRARIES.map((load) => load())).then(() => import('./bootstrap'));
