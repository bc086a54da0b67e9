/**
 * Whether an instance takes new work. Once it is told to stop it is no longer ready: a load balancer that asks
 * /api/ready sends it nothing new, and the answers it still gives close their connections, so nothing is sent to it
 * on a kept-alive connection after it stops listening.
 */
export function lifecycle() {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
  };
}

export type Lifecycle = ReturnType<typeof lifecycle>;
