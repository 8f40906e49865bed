import '@/lib/zod-no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, preloadFirstScreen } from '@/app/router';
import { useAuthStore } from '@/lib/auth-store';
import './app/global.css';

preloadFirstScreen(location.pathname, Boolean(useAuthStore.getState().token));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
