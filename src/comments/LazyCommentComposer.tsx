import { lazy } from 'react';

// The composer (form, tabs, add mutation) is for signed-in viewers only and sits below the
// article, so it is a chunk of its own: readers who are not signed in never download it, and
// for the others it arrives while they read. A chunk that fails to load costs the form, not
// the page.
export const LazyCommentComposer = lazy(() =>
  import(/* webpackChunkName: "comment-composer" */ './CommentComposer').then(
    (module) => ({ default: module.CommentComposer }),
    () => ({
      default: function ComposerUnavailable() {
        return (
          <p role="alert" className="comment-alert">
            The comment form did not load. Reload the page to comment.
          </p>
        );
      },
    }),
  ),
);
