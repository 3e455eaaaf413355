import { useRouter } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TagHead_tag$key } from '../../__generated__/TagHead_tag.graphql';
import { DocumentHead, SITE_NAME, useSiteUrl } from '../app/DocumentHead';
import { breadcrumbList } from '../app/structuredData';

/** The head of a tag's page: what it gathers, its feeds, where it sits (BreadcrumbList). */
export function TagHead(props: { tag: TagHead_tag$key; after?: string }): JSX.Element {
  const tag = useFragment(
    graphql`
      fragment TagHead_tag on Tag {
        name
        articleCount
      }
    `,
    props.tag,
  );
  const router = useRouter();
  const absolute = useSiteUrl();
  const params = { name: tag.name };
  const home = router.buildLocation({ to: '/tags/$name', params }).href;
  const path = router.buildLocation({
    to: '/tags/$name',
    params,
    search: { after: props.after },
  }).href;
  const count = tag.articleCount === 1 ? '1 article' : `${tag.articleCount} articles`;
  return (
    <DocumentHead
      title={`#${tag.name}`}
      description={`${count} tagged #${tag.name} on ${SITE_NAME}.`}
      path={path}
      feed={tag.articleCount > 0 ? { title: `${SITE_NAME}: #${tag.name}`, path: home } : null}
      structuredData={[
        {
          '@type': 'CollectionPage',
          url: absolute(path),
          name: `#${tag.name}`,
        },
        breadcrumbList([
          { name: SITE_NAME, url: absolute('/') },
          { name: 'Tags', url: absolute(router.buildLocation({ to: '/tags' }).href) },
          { name: `#${tag.name}`, url: absolute(home) },
        ]),
      ]}
    />
  );
}
