/**
 * A widget's last-update line, reading only its own operational variable from the navigator
 * store. Operational variables arrive (and reload) once per page as a new object: a container
 * reading them through a snapshot rendered every widget of the dashboard again, though few
 * show a line. Here a widget renders again only when its variable's value changes.
 */
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { WidgetParams } from '../../../schemas/generated/index.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { lastUpdateLine, type LastUpdateLine } from './last-update.ts';

const subscribeToStore = (onChange: () => void) => subscribe(navigatorStore, onChange);

export function useLastUpdateLine(
  lastUpdate: WidgetParams['lastUpdate'],
): LastUpdateLine | undefined {
  const name = lastUpdate?.variable;
  // A primitive (or undefined): React skips the render when it is the same as before.
  const value = useSyncExternalStore(subscribeToStore, () =>
    name ? navigatorStore.variables[name] : undefined,
  );
  return lastUpdateLine(lastUpdate, name ? { [name]: value } : {});
}
