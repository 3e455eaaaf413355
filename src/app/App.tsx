import { RouterProvider } from '@tanstack/react-router';
import type { JSX } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { AppRouter } from '../router/createAppRouter';

/** The providers around the routed app; startApp.tsx, entry-server.tsx and the route tests render this. */
export function App(props: { router: AppRouter; relayEnvironment: IEnvironment }): JSX.Element {
  return (
    <RelayEnvironmentProvider environment={props.relayEnvironment}>
      <RouterProvider router={props.router} />
    </RelayEnvironmentProvider>
  );
}
