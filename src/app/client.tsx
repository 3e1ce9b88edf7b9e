/**
 * The browser entry. Evaluating React and the app is the longest piece of
 * work a first visit does; run in the task that loads the script, it blocks
 * input for a few hundred milliseconds on a slow phone. Here it is cut into
 * tasks: the browser gets control back after the script loads and after
 * react-dom is evaluated; the app (start-app.tsx) then waits for its section
 * chunk and hydrates in a transition. The modules stay in this one file (`eager`): only
 * their evaluation is spread out, with no extra request.
 */
// A message to ourselves, as React's scheduler does: it runs as the next task, with neither a timer's minimum delay
// nor a test's fake clock holding it back.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function boot(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ "react-dom/client");
  await nextTask();
  await import(/* webpackMode: "eager" */ "./start-app.tsx");
}

void boot();
