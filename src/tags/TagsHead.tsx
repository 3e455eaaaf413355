import { useRouter } from '@tanstack/react-router';
import type { JSX } from 'react';
import { DocumentHead, SITE_NAME, useSiteUrl } from '../app/DocumentHead';
import { breadcrumbList } from '../app/structuredData';

/** The head of `/tags`. */
export function TagsHead(): JSX.Element {
  const router = useRouter();
  const absolute = useSiteUrl();
  const path = router.buildLocation({ to: '/tags' }).href;
  return (
    <DocumentHead
      title="Tags"
      description={`Every tag on ${SITE_NAME}, with how many articles carry it.`}
      path={path}
      structuredData={[
        breadcrumbList([
          { name: SITE_NAME, url: absolute('/') },
          { name: 'Tags', url: absolute(path) },
        ]),
      ]}
    />
  );
}
