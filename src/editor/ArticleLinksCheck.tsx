import { Component, Suspense } from 'react';
import type { JSX, ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ArticleLinksCheckQuery } from '../../__generated__/ArticleLinksCheckQuery.graphql';
import { describeError } from '../app/describeError';
import { CheckItem } from './CheckItem';

/** The server's answer on the body's links to Folio articles: which lead readers nowhere. */
export function ArticleLinksCheck(props: {
  paths: readonly string[];
  notChecked: number;
}): JSX.Element {
  if (props.paths.length === 0) {
    return <CheckItem ok>No links to Folio articles.</CheckItem>;
  }
  return (
    <LinksBoundary>
      <Suspense fallback={<li role="status">Checking the links to Folio articles…</li>}>
        <UnknownLinks paths={props.paths} notChecked={props.notChecked} />
      </Suspense>
    </LinksBoundary>
  );
}

function UnknownLinks(props: { paths: readonly string[]; notChecked: number }): JSX.Element {
  const data = useLazyLoadQuery<ArticleLinksCheckQuery>(
    graphql`
      query ArticleLinksCheckQuery($paths: [String!]!) {
        unknownArticleLinks(paths: $paths)
      }
    `,
    { paths: [...props.paths] },
    // Articles are published and retitled meanwhile: each check asks again.
    { fetchPolicy: 'network-only' },
  );
  const unknown = data.unknownArticleLinks;
  const more = props.notChecked > 0 ? ` (${props.notChecked} more were not checked)` : '';
  if (unknown.length === 0) {
    return <CheckItem ok>{`Every link to a Folio article leads to one${more}.`}</CheckItem>;
  }
  return (
    <CheckItem ok={false}>
      {`Links to Folio articles that do not exist${more}:`}
      <ul>
        {unknown.map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
      </ul>
    </CheckItem>
  );
}

/** A failed check says so, and publishing stays the writer's choice. */
class LinksBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <CheckItem ok={false}>
        The links to Folio articles could not be checked: {describeError(this.state.error).summary}
      </CheckItem>
    );
  }
}
