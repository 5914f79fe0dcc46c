/**
 * The session check of app-shell §7 (`GET /api/v1/check_session/`, "on failure go to /") and
 * the program list (`GET .../troc_programs_list`, "failures logged to console"), run when the
 * user comes back to the tab: a session revoked or expired while the tab sat in the background
 * is noticed before the next click, and programs granted or withdrawn meanwhile show up.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '../api/client.ts';
import { checkSessionAlive, fetchProgramsList } from '../api/endpoints.ts';
import type { ProgramRow } from '../api/types.ts';
import { navigatorStore } from '../stores/navigator-store.ts';

/** The active, listed programs of a troc_programs_list answer, by program_id (as the shell lists them). */
export function listedPrograms(rows: readonly ProgramRow[]): ProgramRow[] {
  return rows.filter((row) => row.is_active !== false).sort((a, b) => a.program_id - b.program_id);
}

function sameIds(a: readonly ProgramRow[], b: readonly ProgramRow[]): boolean {
  return a.length === b.length && a.every((row, index) => row.program_id === b[index]?.program_id);
}

let inFlight: Promise<void> | undefined;

/**
 * Checks the session once at a time: on failure resolves 'failed' (the caller goes to `/`,
 * where the guards and the access overlay take over); on success refreshes the program list.
 * A check asked for while one is out runs after it: the one out may have started before the
 * session ended, so its answer says nothing about now.
 */
export function recheckSession(): Promise<'alive' | 'failed' | 'skipped'> {
  if (!getToken() || !navigatorStore.user) return Promise.resolve('skipped');
  if (inFlight) return inFlight.then(() => recheckSession());
  let outcome: 'alive' | 'failed' = 'alive';
  inFlight = checkSessionAlive()
    .then(async () => {
      try {
        const { data } = await fetchProgramsList();
        const programs = listedPrograms(data);
        // Only a real change re-renders the sidebar.
        if (!sameIds(programs, navigatorStore.programs)) {
          navigatorStore.programs = programs;
          navigatorStore.allPrograms = programs;
        }
      } catch (error) {
        console.error('[navigator] program list failed', error);
      }
    })
    .catch(() => {
      outcome = 'failed';
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight.then(() => outcome);
}

/** Runs {@link recheckSession} whenever the window regains focus; a failure goes to `/`. */
export function useSessionWatch(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      void recheckSession().then((outcome) => {
        if (outcome === 'failed') navigate('/', { replace: true });
      });
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [navigate]);
}
