import './lib/zod-jitless';
import './app/mantine-start.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFeatures } from '@/lib/start-features';
import { initI18n, i18n } from '@/lib/i18n';
import { startupFeatures } from './app/features';
import { App } from './app/app';

await startFeatures(startupFeatures);
// Whatever failed above, the interface must have its texts.
if (!i18n.isInitialized) await initI18n().catch((error) => console.error('i18n failed', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
