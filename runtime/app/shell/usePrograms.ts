import useSWR from 'swr';
import { useSnapshot } from '../stores/use-snapshot.ts';
import type { ModuleRow, ProgramRow } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { ensureModules, ensurePrograms } from './session.ts';

const ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

/** SWR key of the user's programs (boot-seed.ts seeds it before the first render). */
export function programsKey(user: {
  user_id: number | null;
}): readonly ['programs', number | null] {
  return ['programs', user.user_id] as const;
}

/** SWR key of a program's modules. */
export function modulesKey(programSlug: string): readonly ['modules', string] {
  return ['modules', programSlug] as const;
}

/** A list with its load state. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/** The user's programs (fetched once per session; app-shell §4). */
export function usePrograms(): Loaded<readonly ProgramRow[]> {
  const { user, programs } = useSnapshot(navigatorStore);
  const { data, error } = useSWR(user ? programsKey(user) : null, ensurePrograms, ONCE);
  const list = data ?? (programs.length > 0 ? (programs as readonly ProgramRow[]) : undefined);
  return { data: list, error, loading: list === undefined && !error };
}

/** A program's modules (cached per program; app-shell §4). */
export function useModules(programSlug: string | undefined): Loaded<readonly ModuleRow[]> {
  const { modules } = useSnapshot(navigatorStore);
  const cached = programSlug
    ? (modules[programSlug] as readonly ModuleRow[] | undefined)
    : undefined;
  const { data, error } = useSWR(
    programSlug ? modulesKey(programSlug) : null,
    () => ensureModules(programSlug as string),
    ONCE,
  );
  const list = data ?? cached;
  return { data: list, error: list ? undefined : error, loading: list === undefined && !error };
}
