/**
 * A widget's last-update line, reading only its own operational variable from the navigator
 * store. Operational variables arrive (and reload) once per page as a new object: a container
 * reading them through a snapshot rendered every widget of the dashboard again, though few
 * show a line. Here a widget renders again only when its variable's value changes, and a
 * widget without a line does not listen at all.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeKey } from 'valtio/utils';
import type { WidgetParams } from '../../../schemas/generated/index.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { lastUpdateLine, type LastUpdateLine } from './last-update.ts';

// The variables are replaced as a whole when they load (MainLayout, useSharedProgram).
const subscribeToVariables = (onChange: () => void) =>
  subscribeKey(navigatorStore, 'variables', onChange);
const noSubscription = () => () => undefined;

export function useLastUpdateLine(
  lastUpdate: WidgetParams['lastUpdate'],
): LastUpdateLine | undefined {
  const { i18n } = useTranslation();
  const name = lastUpdate?.variable;
  // A primitive (or undefined): React skips the render when it is the same as before.
  const value = useSyncExternalStore(name ? subscribeToVariables : noSubscription, () =>
    name ? navigatorStore.variables[name] : undefined,
  );
  return lastUpdateLine(lastUpdate, name ? { [name]: value } : {}, i18n.language);
}
