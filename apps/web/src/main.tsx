import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, loadRemoteTexts, storedLanguage } from './i18n';
import { deferExtensions } from './resources/extensionLoader';

// The features' parts of the generic screens, checked against the resource definitions, load with the
// shell (app/router.tsx) and the generic screens wait for them: the sign-in page carries neither.
deferExtensions(() => import('./app/extensions').then((m) => m.registerAppExtensions()));
const lng = storedLanguage();
initI18n(lng);
document.documentElement.lang = lng;
void loadRemoteTexts(lng);

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
