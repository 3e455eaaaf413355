import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { EditorScreen } from './EditorScreen';

const route = getRouteApi('/write');

/** The lazy route component of `/write`: the route's loader data to the editor's props. */
export function WriteRoute(): JSX.Element {
  return <EditorScreen queryRef={route.useLoaderData()} />;
}
