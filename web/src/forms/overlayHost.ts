/**
 * The dialog host (`ModalsProvider`) is loaded after the first page, so a dialog asked for before it has
 * mounted (a quick click right after a page load) would be an event nobody hears. Dialogs are opened
 * through `withOverlays`, which runs at once when the host is there and otherwise asks for it and waits.
 */
let mounted = false;
let waiting: Array<() => void> = [];
const requests = new Set<() => void>();

/** Runs `open` once the dialog host listens. */
export function withOverlays(open: () => void) {
  if (mounted) {
    open();
    return;
  }
  waiting.push(open);
  for (const request of requests) request();
}

/** The host's loader: called when something needs the host now rather than when the browser is idle. */
export function onOverlaysRequested(request: () => void) {
  requests.add(request);
  return () => {
    requests.delete(request);
  };
}

/** The host, once its listeners are in place; answers what to call when it goes (a test's unmount). */
export function overlaysMounted() {
  mounted = true;
  const ready = waiting;
  waiting = [];
  for (const open of ready) open();
  return () => {
    mounted = false;
  };
}
