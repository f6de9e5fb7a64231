let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

/**
 * Lets the browser do other work (input, a paint, the next task) before going on, so that work
 * started together (the page's queries, say) runs as several short tasks, not one long one: each
 * caller goes on in a task of its own, in turn. One message channel, a message per caller (no
 * timer's clamp, and tests' fake timers do not hold it; `scheduler.yield()` measured dearer in a
 * traced page, over a millisecond a call).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
      // In Node (tests), a waiting port would keep the process alive.
      (channel.port1 as { unref?: () => void }).unref?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
