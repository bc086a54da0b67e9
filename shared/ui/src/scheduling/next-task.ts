/**
 * Lets the browser handle input and paint before going on: a new task, without the 4 ms clamp of nested timers (a
 * message to itself); a timer where there are no message channels (jsdom).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
