import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerAppExtensions } from './app/extensions';
import { initI18n, loadRemoteTexts, storedLanguage } from './i18n';

registerAppExtensions();
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
