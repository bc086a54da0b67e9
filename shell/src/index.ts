// The async boundary lets the federation runtime settle shared modules before any of them runs.
//
// The page is already on screen (the server drew it): what the scripts do first is make it work, without holding the
// main thread long at any one time. So the largest libraries are asked for one task after another (each ask is
// work of the federation runtime), download side by side, and each runs when it arrives, in a task of its own; the
// shell's own code, which needs them all, runs after.
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('@emotion/react'),
  () => import('@apteka/bus'),
  () => import('axios'),
  () => import('@apteka/ui'),
];

/** Lets the browser handle input and paint before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function boot() {
  const arriving: Array<Promise<unknown>> = [];
  for (const load of LIBRARIES) {
    arriving.push(load());
    await nextTask();
  }
  await Promise.all(arriving);
  await import('./bootstrap');
}

void boot();
