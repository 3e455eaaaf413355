import { createContext, useContext } from 'react';
import type { CommentComposer_viewer$key } from '../../__generated__/CommentComposer_viewer.graphql';

/** What every comment of an article's section shares, however deep in a thread it sits. */
export interface CommentsSection {
  articleId: string;
  commentCount: number;
  /** The signed-in viewer (the reply form's author), or null when signed out. */
  viewer: CommentComposer_viewer$key | null;
  /** Whether the viewer is an editor, who may read comments' earlier texts (the server decides). */
  viewerIsEditor: boolean;
}

export const CommentsContext = createContext<CommentsSection | null>(null);

/** The section this comment belongs to; a comment is only ever rendered inside one. */
export function useCommentsSection(): CommentsSection {
  const section = useContext(CommentsContext);
  if (!section) throw new Error('A comment was rendered outside CommentList');
  return section;
}
