import { useRouter } from '@tanstack/react-router';
import type { JSX } from 'react';
import { DocumentHead, SITE_DESCRIPTION, SITE_NAME, useSiteUrl } from '../app/DocumentHead';

/**
 * The head of `/` (of `/?tag=`, of a later page): the site's description, and the `WebSite`
 * node with its search, which search engines may offer in their results.
 */
export function HomeHead(props: { tag: string | null; after: string | undefined }): JSX.Element {
  const router = useRouter();
  const absolute = useSiteUrl();
  const home = absolute(router.buildLocation({ to: '/' }).href);
  const path = router.buildLocation({
    to: '/',
    search: { tag: props.tag ?? undefined, after: props.after },
  }).href;
  const search = router.buildLocation({ to: '/search', search: { q: 'QUERY' } }).href;
  return (
    <DocumentHead
      title={props.tag ? `Articles tagged #${props.tag}` : 'Latest articles'}
      description={SITE_DESCRIPTION}
      path={path}
      structuredData={[
        {
          '@type': 'WebSite',
          '@id': home,
          url: home,
          name: SITE_NAME,
          description: SITE_DESCRIPTION,
          potentialAction: {
            '@type': 'SearchAction',
            target: absolute(search).replace('QUERY', '{search_term_string}'),
            'query-input': 'required name=search_term_string',
          },
        },
      ]}
    />
  );
}
