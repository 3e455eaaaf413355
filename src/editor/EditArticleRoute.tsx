import { getRouteApi } from '@tanstack/react-router';
import type { JSX } from 'react';
import { EditorScreen } from './EditorScreen';

const route = getRouteApi('/articles/$slug/edit');

/** The lazy route component of `/articles/$slug/edit`: loader data to the editor's props. */
export function EditArticleRoute(): JSX.Element {
  return <EditorScreen queryRef={route.useLoaderData()} />;
}
