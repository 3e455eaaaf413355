import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { AuthorScreenQuery as AuthorScreenQueryType } from '../../__generated__/AuthorScreenQuery.graphql';
import { NotFound } from '../app/NotFound';
import { FollowButton } from '../follows/FollowButton';
import { useRouteQuery } from '../app/useRouteQuery';
import { Markdown } from '../markdown/Markdown';
import { PageHeading } from '../ui/PageHeading';
import { AuthorArticles } from './AuthorArticles';
import { AuthorHead } from './AuthorHead';
import { Avatar } from './Avatar';

/** The route query of `/authors/$handle`: the profile, its first articles, the header's viewer. */
export const AuthorScreenQuery = graphql`
  query AuthorScreenQuery($handle: String!, $after: String) {
    viewer {
      handle
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...ViewerMenu_viewer
    }
    user(handle: $handle) {
      ...FollowButton_target
      handle
      name
      bio
      ...Avatar_user
      ...AuthorArticles_user @arguments(cursor: $after, start: $after)
      ...AuthorHead_user
    }
  }
`;

/** `/authors/$handle`: an author's profile and published articles. */
export function AuthorScreen(props: {
  queryRef: PreloadedQuery<AuthorScreenQueryType>;
}): JSX.Element {
  const data = useRouteQuery<AuthorScreenQueryType>(AuthorScreenQuery, props.queryRef);
  const user = data.user;
  if (!user) return <NotFound />;
  return (
    <div className="page">
      <AuthorHead user={user} after={props.queryRef.variables.after ?? undefined} />
      <div className="page-header profile">
        <Avatar user={user} size="large" />
        <div className="profile-text">
          <PageHeading>{user.name}</PageHeading>
          <p className="muted">@{user.handle}</p>
          {user.bio ? <Markdown source={user.bio} className="bio" /> : null}
          {data.viewer?.handle === user.handle ? null : (
            <FollowButton target={user} signedIn={data.viewer != null} />
          )}
        </div>
      </div>
      <section aria-labelledby="author-articles-heading" className="stack">
        <h2 id="author-articles-heading">Articles</h2>
        <AuthorArticles user={user} />
      </section>
    </div>
  );
}
