// A new task of the browser's event loop, not a microtask: work that would otherwise lengthen the task
// running now (the entry's evaluation, a render) runs after it, so the page answers input in between and
// no single task blocks the main thread for long (Lighthouse's total blocking time). A message, not
// setTimeout: timers may be clamped to 4 ms and are ordered apart from React's scheduler, which posts
// messages too, so work queued here before a render runs before it.
export function inNextTask(task: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
