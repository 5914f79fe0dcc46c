/**
 * One AbortController per visited path (app-shell §4: "Path change: pending requests are
 * stopped"). Calls join the current controller's signal; the router aborts it when the path
 * changes and a fresh one serves the next page.
 */
let controller = new AbortController();

/** Signal of the current path's requests. */
export function navigationSignal(): AbortSignal {
  return controller.signal;
}

/** Stops every pending request of the current path and starts a new generation. */
export function abortPendingRequests(reason = 'The page changed.'): void {
  const previous = controller;
  controller = new AbortController();
  previous.abort(new DOMException(reason, 'AbortError'));
}

/** A signal that aborts when any of `signals` does (undefined entries are skipped). */
export function anySignal(signals: ReadonlyArray<AbortSignal | undefined>): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length === 1 && present[0]) return present[0];
  return AbortSignal.any(present);
}
