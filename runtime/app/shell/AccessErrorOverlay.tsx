import { useNavigate } from 'react-router';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { loadableChunk } from './loadable-chunk.ts';
import { loadableComponent } from './LoadableComponent.tsx';
import { forgetSession } from './session.ts';

// Mantine's Modal (focus trap, scroll lock) loads only when the dialog is due.
const ForbiddenDialog = loadableComponent(
  loadableChunk(() => import('./ForbiddenDialog.tsx')),
  (code) => code.ForbiddenDialog,
  () => null,
);

/**
 * The access-error overlay of the main layout (app-shell §2, §8): shown while
 * `navigatorStore.showErrorAuth` is set. After the countdown a 403 (session refused) clears
 * the token and goes to /login; any other flag goes to /.
 */
export function AccessErrorOverlay() {
  const { showErrorAuth } = useSnapshot(navigatorStore);
  const navigate = useNavigate();
  if (showErrorAuth === false) return null;
  const onDone = async () => {
    if (showErrorAuth === 403) {
      await forgetSession();
      navigatorStore.showErrorAuth = false;
      navigate('/login', { replace: true });
    } else {
      navigatorStore.showErrorAuth = false;
      navigate('/', { replace: true });
    }
  };
  return <ForbiddenDialog status={showErrorAuth} onDone={() => void onDone()} />;
}
