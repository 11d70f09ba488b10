// Entry point 入口: Mantine styles, providers, and the browser router (whose navigate the API client uses for login redirects).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { setNavigate } from '../state/navigation';
import { getAccessToken } from '../state/session';
import { installErrorLog } from './error-log';
import { AppProviders } from './providers';
import { createAppRoutes } from './router';
import { startPageAtLoad } from './routes';

installErrorLog();
if (getAccessToken()) startPageAtLoad(window.location.pathname, window.location.search);
const router = createBrowserRouter(createAppRoutes());
setNavigate((to) => void router.navigate(to, { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
