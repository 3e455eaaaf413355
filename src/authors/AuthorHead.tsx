import { useRouter } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuthorHead_user$key } from '../../__generated__/AuthorHead_user.graphql';
import { describeHtml } from '../app/describe';
import { DocumentHead, SITE_NAME, useSiteUrl } from '../app/DocumentHead';
import { breadcrumbList } from '../app/structuredData';
import { useMarkdownPipeline } from '../markdown/useMarkdownPipeline';

/**
 * The head of an author's page: the bio's opening words as the description, Open Graph
 * `profile`, a `ProfilePage` about the `Person`, and the author's feeds once they have published.
 */
export function AuthorHead(props: { user: AuthorHead_user$key; after?: string }): JSX.Element {
  const user = useFragment(
    graphql`
      fragment AuthorHead_user on User {
        handle
        name
        bio
        published: articles(first: 1) {
          # Only whether there is one: the author's feeds answer 404 until there is.
          # eslint-disable-next-line relay/unused-fields
          edges {
            __typename
          }
        }
      }
    `,
    props.user,
  );
  const router = useRouter();
  const absolute = useSiteUrl();
  const { renderMarkdown, isMarkdownPlaceholder } = useMarkdownPipeline();
  const params = { handle: user.handle };
  const home = router.buildLocation({ to: '/authors/$handle', params }).href;
  const path = router.buildLocation({
    to: '/authors/$handle',
    params,
    search: { after: props.after },
  }).href;
  const rendered = user.bio ? renderMarkdown(user.bio) : null;
  const description =
    (rendered && !isMarkdownPlaceholder(rendered) ? describeHtml(rendered.html) : '') ||
    `Articles by ${user.name} on ${SITE_NAME}.`;
  const url = absolute(home);
  return (
    <DocumentHead
      title={user.name}
      description={description}
      path={path}
      type="profile"
      profile={{ username: user.handle }}
      feed={
        user.published.edges.length > 0 ? { title: `${SITE_NAME}: ${user.name}`, path: home } : null
      }
      structuredData={[
        {
          '@type': 'ProfilePage',
          url: absolute(path),
          mainEntity: {
            '@type': 'Person',
            '@id': url,
            name: user.name,
            alternateName: `@${user.handle}`,
            url,
            description,
          },
        },
        breadcrumbList([
          { name: SITE_NAME, url: absolute('/') },
          { name: user.name, url },
        ]),
      ]}
    />
  );
}
