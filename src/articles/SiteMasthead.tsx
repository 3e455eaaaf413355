import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteMasthead_site$key } from '../../__generated__/SiteMasthead_site.graphql';

/** Atop the home page: the site's title and description, as its editors set them. */
export function SiteMasthead(props: { site: SiteMasthead_site$key }): JSX.Element {
  const site = useFragment(
    graphql`
      fragment SiteMasthead_site on Site {
        title
        description
      }
    `,
    props.site,
  );
  return (
    <div className="masthead">
      <p className="masthead-title">{site.title}</p>
      {site.description ? <p className="masthead-description">{site.description}</p> : null}
    </div>
  );
}
