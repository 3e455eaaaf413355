import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { CoverSettingSetArticleCoverMutation } from '../../__generated__/CoverSettingSetArticleCoverMutation.graphql';
import type { CoverSetting_article$key } from '../../__generated__/CoverSetting_article.graphql';
import { describeError } from '../app/describeError';
import { ImagePicker } from '../media/ImagePicker';
import { MediaPicture } from '../media/MediaPicture';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

/** The schema's limit on a cover's alt text. */
const ALT_LIMIT = 300;

/**
 * An article's cover, chosen apart from the body: an image, what it shows (alt text, the file's
 * name to begin with), replace or remove. Each change is `setArticleCover` at once: a cover is
 * not a body edit, so it neither waits for Save nor makes a revision.
 */
export function CoverSetting(props: { article: CoverSetting_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment CoverSetting_article on Article {
        id
        cover {
          id
          alt
          ...MediaPicture_image
        }
      }
    `,
    props.article,
  );
  const [alt, setAlt] = useState(article.cover?.alt ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [commit, busy] = useMutation<CoverSettingSetArticleCoverMutation>(graphql`
    mutation CoverSettingSetArticleCoverMutation($input: SetArticleCoverInput!) {
      setArticleCover(input: $input) {
        article {
          id
          updatedAt
          ...ArticleCover_article
          ...CoverSetting_article
        }
        userErrors {
          message
        }
      }
    }
  `);
  const set = (imageId: string | null, nextAlt: string, done: string) => {
    setMessage(null);
    commit({
      variables: { input: { articleId: article.id, imageId, alt: nextAlt } },
      onCompleted: (response) => {
        const problems = response.setArticleCover.userErrors;
        setMessage(problems.length ? problems.map((p) => p.message).join(' ') : done);
        if (!problems.length) setAlt(nextAlt);
      },
      onError: (error) => setMessage(describeError(error).summary),
    });
  };
  const cover = article.cover;
  return (
    <section className="cover-setting" aria-labelledby={`${article.id}-cover`}>
      <h2 id={`${article.id}-cover`} className="editor-pane-title">
        Cover image
      </h2>
      {cover ? <MediaPicture image={cover} sizes="20rem" className="cover cover-card" /> : null}
      <p className="muted">Shown on the article&apos;s cards and at the top of its page.</p>
      <ImagePicker
        label={cover ? 'Replace the cover' : 'Choose a cover'}
        busy={busy}
        onUploaded={(image) => set(image.id, '', 'The cover is saved.')}
      />
      {cover ? (
        <>
          <Field
            label="Describe the cover for readers who cannot see it"
            name="coverAlt"
            value={alt}
            onChange={(value) => setAlt(value.slice(0, ALT_LIMIT))}
          />
          <div className="cover-setting-actions">
            <Button
              variant="quiet"
              busy={busy}
              onClick={() => set(cover.id, alt.trim(), 'The description is saved.')}
            >
              Save the description
            </Button>
            <Button
              variant="quiet"
              busy={busy}
              onClick={() => set(null, '', 'The cover is removed.')}
            >
              Remove the cover
            </Button>
          </div>
        </>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
