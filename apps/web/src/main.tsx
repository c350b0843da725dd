import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { Bootstrap } from './app/bootstrap';
import { UiProviders } from './app/theme';

createRoot(document.getElementById('root')!).render(
  <UiProviders>
    <Bootstrap />
  </UiProviders>,
);
