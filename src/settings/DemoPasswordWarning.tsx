import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DemoPasswordWarning_site$key } from '../../__generated__/DemoPasswordWarning_site.graphql';
import './DemoPasswordWarning.css';

/**
 * Tells an owner, loudly, which demo accounts anyone can sign in as: the server is reachable
 * from other machines and they still have the password the README publishes (issue 25). The
 * server names them to owners only, and nothing shows when there are none.
 */
export function DemoPasswordWarning(props: {
  site: DemoPasswordWarning_site$key;
}): JSX.Element | null {
  const { demoAccountsExposed: handles } = useFragment(
    graphql`
      fragment DemoPasswordWarning_site on Site {
        demoAccountsExposed
      }
    `,
    props.site,
  );
  if (!handles?.length) return null;
  const named = handles.map((handle) => `@${handle}`).join(', ');
  return (
    <div className="demo-password-warning" role="alert">
      <p>
        <strong>Anyone can sign in as {named}.</strong> This server is reachable from other
        machines, and{' '}
        {handles.length === 1 ? 'this demo account still has' : 'these demo accounts still have'}{' '}
        the password published in Folio’s README.
      </p>
      <p>
        On the server, give each a new password, e.g.{' '}
        <code>FOLIO_PASSWORD=… npm run -s folio -- user:password --handle {handles[0]}</code>, or
        start a new store without the demo (<code>FOLIO_SEED=none</code>). This warning goes within
        a minute of the last change.
      </p>
    </div>
  );
}
