import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemoteTexts, startI18n, storedLanguage } from './i18n';
import { deferExtensions } from './resources/extensionLoader';

// The features' parts of the generic screens, checked against the resource definitions, load with the
// shell (app/router.tsx) and the generic screens wait for them: the sign-in page carries neither.
deferExtensions(() => import('./app/extensions').then((m) => m.registerAppExtensions()));
const lng = storedLanguage();
document.documentElement.lang = lng;

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// English is bundled; with Chinese stored, its texts (a file of their own) are in before anything shows.
void startI18n(lng)
  .catch(() => undefined)
  .then(() => {
    void loadRemoteTexts(lng);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
