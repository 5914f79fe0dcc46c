/**
 * The shell's start in one request (issue 30): `GET /api/v2/bootstrap` answers the session,
 * the programs, the modules of every program the sidebar lists, the tenant, the current
 * program's variables and a small logo, where a new visit made seven requests before. This
 * module holds that answer; session.ts seeds the stores from it, and the tenant, modules and
 * variables loaders take their part of it instead of calling their own routes (which stay for
 * refreshes and every other caller).
 */
import { fetchBootstrap } from '../api/endpoints.ts';
import type { BootstrapAnswer, OperationalVariables } from '../api/types.ts';

let load: Promise<BootstrapAnswer> | undefined;
let pending = false;
/** The current program's variables from the answer, until the shell takes them. */
let variables: { program: string; values: OperationalVariables } | undefined;
let images: Record<string, string> = {};

/**
 * Sends the bootstrap call for the page of `programSlug` (its variables come with it), or
 * returns the one on its way. A failed call is forgotten, so the next check asks again.
 */
export function startBootstrap(programSlug: string | undefined): Promise<BootstrapAnswer> {
  if (load && pending) return load;
  pending = true;
  const started = fetchBootstrap(programSlug).then(
    (answer) => {
      if (load !== started) return answer;
      pending = false;
      images = { ...images, ...answer.images };
      variables =
        programSlug && answer.variables
          ? { program: programSlug, values: answer.variables }
          : undefined;
      return answer;
    },
    (error: unknown) => {
      if (load === started) {
        pending = false;
        load = undefined;
      }
      throw error;
    },
  );
  load = started;
  return started;
}

/**
 * The bootstrap call of this page load, on its way or answered; undefined when none was sent
 * (no token) or it failed. Its waiters must not fail with it: they fall back to their own call.
 */
export function bootstrapLoad(): Promise<BootstrapAnswer | undefined> | undefined {
  return load?.catch(() => undefined);
}

/** Whether a bootstrap call is on its way (its answer will seed the stores). */
export function bootstrapPending(): boolean {
  return pending;
}

/**
 * `program`'s variables from the bootstrap answer, once: the first load of a page takes them,
 * every later one (a path change reloads them, app-shell §4) asks the variables call.
 */
export function takeBootVariables(program: string): OperationalVariables | undefined {
  if (variables?.program !== program) return undefined;
  const { values } = variables;
  variables = undefined;
  return values;
}

/**
 * `program`'s variables from the answer without taking them: the store holds them before the
 * first render (boot-seed.ts), and the first load then takes this same object.
 */
export function peekBootVariables(program: string): OperationalVariables | undefined {
  return variables?.program === program ? variables.values : undefined;
}

/** The data URL the bootstrap answer inlined for an image id, if any. */
export function inlineImage(imageId: string): string | undefined {
  return Object.hasOwn(images, imageId) ? images[imageId] : undefined;
}

/** Forgets the answer (logout, another token): nothing of a previous user may remain. */
export function forgetBootstrap(): void {
  load = undefined;
  pending = false;
  variables = undefined;
}
