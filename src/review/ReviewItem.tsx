import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewItem_article$key } from '../../__generated__/ReviewItem_article.graphql';
import { reviewNoteError } from '../../schema/rules';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useReviewDecision } from './useReviewDecision';

/** One submitted draft in the queue: its writer, a link to read and edit it, Publish and Return. */
export function ReviewItem(props: { article: ReviewItem_article$key }): JSX.Element {
  const article = useFragment(
    graphql`
      fragment ReviewItem_article on Article {
        id
        slug
        title
        summary
        author {
          name
        }
        viewerCanPublish
        viewerCanReturn
      }
    `,
    props.article,
  );
  const { publish, returnToDraft, busy, problem } = useReviewDecision(article.id);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const sendBack = () => {
    const error = reviewNoteError(note);
    setNoteProblem(error);
    if (!error) returnToDraft(note.trim());
  };
  return (
    <li className="review-item">
      <h2>
        <Link to="/articles/$slug/edit" params={{ slug: article.slug }}>
          {article.title}
        </Link>
      </h2>
      <p className="muted">By {article.author.name}</p>
      {article.summary ? <p>{article.summary}</p> : null}
      <div className="review-actions">
        {article.viewerCanPublish ? (
          <Button onClick={publish} busy={busy} busyLabel="Working…">
            Publish
          </Button>
        ) : null}
        {article.viewerCanReturn && !returning ? (
          <Button variant="quiet" onClick={() => setReturning(true)} busy={busy}>
            Return to writer
          </Button>
        ) : null}
      </div>
      {returning ? (
        <div className="review-return">
          <Field
            label={`Note for ${article.author.name}`}
            name="note"
            multiline
            value={note}
            onChange={setNote}
            error={noteProblem}
            hint="What to change before it can be published (1 to 2,000 characters)."
          />
          <Button onClick={sendBack} busy={busy} busyLabel="Returning…">
            Return with this note
          </Button>
        </div>
      ) : null}
      <FormAlert message={problem} />
    </li>
  );
}
