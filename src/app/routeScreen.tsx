import { lazyRouteComponent, useMatch } from '@tanstack/react-router';
import type { ComponentType, JSX } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';

/** A screen: it adopts and reads the reference its route's loader made. */
type Screen<TQuery extends OperationType> = ComponentType<{ queryRef: PreloadedQuery<TQuery> }>;

/**
 * The route component rendering `Screen` with its route's loader data as `queryRef`, so screens
 * never name a URL. The type argument is the route's query, the one its `routeQuery` loads.
 */
export function routeScreen<TQuery extends OperationType>(
  Screen: Screen<TQuery>,
): () => JSX.Element {
  return function RouteScreen() {
    // The nearest match is the route rendering this component, whose loader data is the reference.
    const queryRef = useMatch({ strict: false, select: (match) => match.loaderData });
    return <Screen queryRef={queryRef as PreloadedQuery<TQuery>} />;
  };
}

/**
 * `routeScreen` with the screen in a chunk of its own: the router starts loading it beside the
 * loader (on intent, or on a cold visit), and a chunk that fails to load reloads the page once.
 */
export function lazyScreen<TQuery extends OperationType>(load: () => Promise<Screen<TQuery>>) {
  return lazyRouteComponent(() => load().then((Screen) => ({ default: routeScreen(Screen) })));
}
