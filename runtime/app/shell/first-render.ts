/**
 * When the app's first render starts. It is a transition (main.tsx): React renders it in
 * slices and commits it whole, and the page stays blank until then. When a store it read
 * changes before the commit, React throws the slices away and renders everything again in
 * one blocking task. On a reload with a stored token the session, the programs and the
 * program's modules arrive while that render is under way (they were asked for at once, by
 * the route's prefetch), so every reload paid that blocking render: 50–95 ms in one task on
 * the machine of 2026-11-27 (third session), after the slices had done the same work.
 *
 * So with a stored token and no user yet, the render starts once those answers are in the
 * stores: the shell and the page render once, with their user, programs and modules. The
 * page is no later for it: the render's commit waited for the route's code and answers
 * anyway. A slow or failed answer holds it back at most {@link FIRST_RENDER_WAIT_MS}.
 *
 * The answer also goes into SWR's cache and the program's variables into the store
 * (boot-seed.ts), where the first render's hooks and effects read them: an answer that reached
 * them only after the first commit re-rendered the shell and the page in that commit's task.
 */
import { getToken } from '../api/client.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { bootstrapLoad } from './bootstrap.ts';
import { seedFromBootstrap } from './boot-seed.ts';
import { programOfPath } from './module-path.ts';
import { checkSession, ensureModules, ensurePrograms } from './session.ts';
import { waitAtMost } from './wait-at-most.ts';

/** The longest the first render waits for the session's answers. */
export const FIRST_RENDER_WAIT_MS = 800;

/**
 * Resolves when the first render may start: at once without a stored token (the login or
 * the access overlay, nothing to wait for) or with a known user; else once the session,
 * the programs and the modules of the address's program have arrived, failed, or taken
 * {@link FIRST_RENDER_WAIT_MS}.
 */
export function beforeFirstRender(
  pathname: string,
  waitMs: number = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  if (!getToken() || navigatorStore.user) return Promise.resolve();
  const program = programOfPath(pathname);
  let started = false;
  const answers = checkSession(program)
    .then(() => Promise.all([ensurePrograms(), program ? ensureModules(program) : undefined]))
    .then(() => bootstrapLoad())
    .then(
      (answer) => {
        // Only before the render: once it has started, the hooks ask for themselves.
        if (answer && !started) seedFromBootstrap(answer, program);
      },
      // A failed answer is the page's to report (the overlay, its own request).
      () => undefined,
    );
  return waitAtMost(answers, waitMs).then(() => {
    started = true;
  });
}
