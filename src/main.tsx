import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEnvironment } from './relay/environment';
import { createAppRouter } from './router';
import './styles/global.css';

// One Relay environment for the whole session: its store is the only cache of
// GraphQL data, shared by every route loader (router context) and every
// component (RelayEnvironmentProvider).
const relayEnvironment = createEnvironment();
const router = createAppRouter({ relayEnvironment, siteOrigin: window.location.origin });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App router={router} relayEnvironment={relayEnvironment} />
  </StrictMode>,
);
