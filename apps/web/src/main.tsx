import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap';
import { UiProviders } from './app/theme';
import { STORAGE_FRAME_PATH, installStorageFrame } from './modules/auth/frame-auth-storage';
import { resolveTenant } from './modules/tenant/tenant';

// The auth origin's storage frame (000 §2.1) is a bare page: no app, just the message handler.
if (
  resolveTenant(window.location.hostname).kind === 'auth' &&
  window.location.pathname === STORAGE_FRAME_PATH
) {
  installStorageFrame(window);
} else {
  createRoot(document.getElementById('root')!).render(
    <UiProviders>
      <Bootstrap />
    </UiProviders>,
  );
}
