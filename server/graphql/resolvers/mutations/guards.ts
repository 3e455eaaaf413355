import { canEditArticle, canPublishArticle } from '../../../auth/permissions';
import { admitWrite, type WriteKind } from '../../../auth/writeLimits';
import type { Context } from '../../context';
import type { ArticleRow, UserRow } from '../../../db/rows';
import { forbidden, notFound, unauthenticated } from '../../errors';
import { idOfType } from '../../ids';
import { visibleArticle } from '../visibility';

/** The signed-in user; UNAUTHENTICATED otherwise. */
export async function requireViewer(ctx: Context): Promise<UserRow> {
  const viewer = await ctx.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** An article the viewer can see (NOT_FOUND otherwise, so drafts never leak). */
export async function requireVisibleArticle(ctx: Context, globalId: string): Promise<ArticleRow> {
  const id = idOfType(ctx.store, globalId, 'Article');
  const article = id === null ? null : await visibleArticle(ctx, id);
  if (!article) throw notFound('article');
  return article;
}

/**
 * An article the viewer may act on by `rule` (server/auth/permissions.ts): UNAUTHENTICATED when
 * signed out, NOT_FOUND when invisible, FORBIDDEN when only visible.
 */
export async function requireArticle(
  ctx: Context,
  globalId: string,
  rule: (viewer: UserRow, article: ArticleRow) => boolean,
): Promise<{ viewer: UserRow; article: ArticleRow }> {
  const viewer = await requireViewer(ctx);
  const article = await requireVisibleArticle(ctx, globalId);
  if (!rule(viewer, article)) throw forbidden();
  return { viewer, article };
}

/** Spends one write of `kind` from the writer's budgets; TOO_MANY_REQUESTS when they are spent. */
export function spendWrite(ctx: Context, kind: WriteKind, userId: number | null): Promise<void> {
  const writer = { userId, ip: ctx.http.ip };
  return admitWrite(ctx.store, kind, writer, ctx.now(), ctx.writeLimitFactor);
}

/** An article whose text the viewer may edit (canEditArticle). */
export function requireEditableArticle(ctx: Context, globalId: string) {
  return requireArticle(ctx, globalId, canEditArticle);
}

/** An article the viewer may publish, unpublish, archive, schedule or delete. */
export function requirePublishableArticle(ctx: Context, globalId: string) {
  return requireArticle(ctx, globalId, canPublishArticle);
}

/** The signed-in viewer when `rule` allows it: UNAUTHENTICATED, else FORBIDDEN. */
export async function requireViewerWho(
  ctx: Context,
  rule: (viewer: UserRow) => boolean,
): Promise<UserRow> {
  const viewer = await requireViewer(ctx);
  if (!rule(viewer)) throw forbidden();
  return viewer;
}

/** The clock as the ISO string the store keeps. */
export function isoNow(ctx: Context): string {
  return new Date(ctx.now()).toISOString();
}
