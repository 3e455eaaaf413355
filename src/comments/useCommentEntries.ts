import { useRef } from 'react';
import type { Ref } from 'react';
import type { CommentsSection } from './CommentsContext';
import { useDeleteComment, type ListOwner } from './useDeleteComment';

/**
 * What each comment of one list (an article's threads, or a comment's replies) needs to be
 * deleted from it. When a deleted comment leaves, focus moves to the comment that takes its
 * place, else to `fallbackFocus`; a comment that becomes a tombstone keeps it.
 */
export function useCommentEntries(
  section: Pick<CommentsSection, 'articleId' | 'commentCount'>,
  ids: readonly string[],
  connectionId: string,
  owner: ListOwner | null,
  fallbackFocus: () => HTMLElement | null,
): {
  itemProps: (id: string) => {
    onDelete: (id: string, replyCount: number) => void;
    ref: Ref<HTMLElement>;
  };
  deleteError: string | null;
} {
  const { deleteComment, deleteError } = useDeleteComment(section.articleId, connectionId, owner);
  const items = useRef(new Map<string, HTMLElement>());

  const onDelete = (id: string, replyCount: number) => {
    const next = ids[ids.indexOf(id) + 1];
    const target =
      replyCount > 0
        ? items.current.get(id)
        : (next !== undefined && items.current.get(next)) || fallbackFocus();
    deleteComment(id, replyCount, section.commentCount);
    target?.focus();
  };

  return {
    itemProps: (id) => ({
      onDelete,
      ref: (element: HTMLElement | null) => {
        if (element) items.current.set(id, element);
        else items.current.delete(id);
      },
    }),
    deleteError,
  };
}
