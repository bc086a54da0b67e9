import { nextTask } from '@apteka/ui/scheduling';

// The async boundary lets the federation runtime settle shared modules before any of them runs.
//
// The page is already on screen (the server drew it): what the scripts do first is make it work, without holding the
// main thread long at any one time. So the largest libraries are asked for one task after another (each ask is
// work of the federation runtime), download side by side, and each runs when it arrives, in a task of its own; the
// shell's own code, which needs them all, runs after. The HTTP client's axios is not among them: the first view's
// answers come with the page, and the client loads it with the first call that needs the network.
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('@emotion/react'),
  () => import('@apteka/bus'),
  () => import('@apteka/ui'),
];

// The shell's own code, in the order it is needed, one part per task: its store and the API's endpoints, then its
// components, then the start-up itself (one chunk: the parts only split when each runs).
const SHELL_PARTS = [
  () => import(/* webpackChunkName: "shell" */ './store/make-store'),
  () => import(/* webpackChunkName: "shell" */ './app/shell-app'),
];

async function boot() {
  const arriving: Array<Promise<unknown>> = [];
  for (const load of LIBRARIES) {
    arriving.push(load());
    await nextTask();
  }
  await Promise.all(arriving);
  for (const load of SHELL_PARTS) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "shell" */ './bootstrap');
}

void boot();
