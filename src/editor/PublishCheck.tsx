import { useId } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PublishCheck_article$key } from '../../__generated__/PublishCheck_article.graphql';
import { linkCard, useSiteUrl } from '../app/DocumentHead';
import { articleCardHead } from '../articles/articleCardHead';
import { useRenderedMarkdown } from '../markdown/useRenderedMarkdown';
import { ArticleLinksCheck } from './ArticleLinksCheck';
import type { ArticleValues } from './articleRules';
import { CheckItem } from './CheckItem';
import { LinkCardPreview } from './LinkCardPreview';
import { publishFindings } from './publishChecks';
import './PublishCheck.css';

/**
 * The pre-publish check of the text as it is now (the body through the reader's pipeline):
 * summary, descriptions of the cover and each image, headings in order, links to Folio articles
 * (the server says which exist), and the link card the page's head will describe.
 */
export function PublishCheck(props: {
  article: PublishCheck_article$key;
  values: ArticleValues;
}): JSX.Element {
  const article = useFragment(
    graphql`
      fragment PublishCheck_article on Article {
        slug
        author {
          name
        }
        cover {
          url
          width
          height
          alt
        }
      }
    `,
    props.article,
  );
  const { values } = props;
  const cover = article.cover ?? null;
  const { rendered, pending } = useRenderedMarkdown(values.body);
  const absolute = useSiteUrl();
  const origin = absolute('');
  const ids = useId();
  const findings = publishFindings({
    summary: values.summary,
    cover,
    html: pending ? '' : rendered.html,
    headings: pending ? [] : rendered.headings,
    origin,
  });
  const card = linkCard(
    {
      ...articleCardHead({
        title: values.title,
        summary: values.summary,
        bodyHtml: pending ? null : rendered.html,
        authorName: article.author.name,
        cover: cover && {
          url: cover.url,
          width: cover.width,
          height: cover.height,
          alt: cover.alt,
        },
      }),
      path: `/articles/${article.slug}`,
    },
    absolute,
  );
  const { imagesWithoutAlt, headingsOutOfOrder } = findings;

  return (
    <div className="publish-check">
      <section aria-labelledby={`${ids}-list`}>
        <h3 id={`${ids}-list`}>Checklist</h3>
        <ul className="publish-checklist">
          <CheckItem ok={!findings.summaryMissing}>
            {findings.summaryMissing
              ? 'No summary: cards and shared links will show the opening words instead.'
              : 'The summary is written.'}
          </CheckItem>
          {findings.coverWithoutAlt ? (
            <CheckItem ok={false}>The cover has no description (alt text).</CheckItem>
          ) : null}
          {pending ? (
            // The body's checks wait for it as readers will get it: no pass is shown before.
            <li role="status">Reading the body…</li>
          ) : (
            <>
              <CheckItem ok={imagesWithoutAlt.length === 0}>
                {imagesWithoutAlt.length === 0 ? (
                  'Every image in the body has a description.'
                ) : (
                  <>
                    Images without a description (alt text), for readers who cannot see them:
                    <ul>
                      {imagesWithoutAlt.map((name) => (
                        <li key={name}>{name}</li>
                      ))}
                    </ul>
                  </>
                )}
              </CheckItem>
              <CheckItem ok={headingsOutOfOrder.length === 0}>
                {headingsOutOfOrder.length === 0 ? (
                  'The headings are in order.'
                ) : (
                  <>
                    Headings out of order:
                    <ul>
                      {headingsOutOfOrder.map((text, index) => (
                        <li key={index}>{text}</li>
                      ))}
                    </ul>
                  </>
                )}
              </CheckItem>
              <ArticleLinksCheck
                paths={findings.articlePaths}
                notChecked={findings.pathsNotChecked}
              />
            </>
          )}
        </ul>
      </section>
      <LinkCardPreview card={card} headingId={`${ids}-card`} />
    </div>
  );
}
