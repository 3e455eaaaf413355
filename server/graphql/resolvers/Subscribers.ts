import { isEditor } from '../../auth/permissions';
import type { SubscriberCount, SubscriberSummary } from '../../db/subscriberStores';
import type { Store } from '../../db/store';
import type { Context } from '../context';
import type {
  QueryResolvers,
  SubscriberTargetResolvers,
  SubscribersResolvers,
} from '../__generated__/resolvers';

// The publication's email subscribers as editors see them (issue 28 item 7). The addresses
// themselves are not in the graph: they leave only by the CSV export, which an editor asks for.

/** What `Subscribers` resolves from: the summary, read once however many fields ask. */
export interface SubscribersValue {
  summary: () => Promise<SubscriberSummary>;
}

/** The most targets listed (the schema's bound, priced in costModel.ts). */
export const TARGETS_LISTED = 100;

const DAY = 24 * 60 * 60_000;
const WEEK = 7 * DAY;
const PERIODS = { DAY: { ms: DAY, count: 30 }, WEEK: { ms: WEEK, count: 26 } } as const;
// 1970-01-01 was a Thursday: weeks counted from the Monday after line up with ISO weeks.
const FIRST_MONDAY = 4 * DAY;

/** The summary, for an editor or owner; null for anyone else. */
export function subscribersValue(store: Store): SubscribersValue {
  let summary: Promise<SubscriberSummary> | null = null;
  return { summary: () => (summary ??= store.subscribers.summary()) };
}

const subscribers: QueryResolvers['subscribers'] = async (_, __, ctx) =>
  isEditor(await ctx.viewer()) ? subscribersValue(ctx.store) : null;

export const subscriberQueries = { subscribers };

/** Where the period holding `now` begins. */
function periodStart(now: number, period: keyof typeof PERIODS): number {
  const { ms } = PERIODS[period];
  const origin = period === 'WEEK' ? FIRST_MONDAY : 0;
  return Math.floor((now - origin) / ms) * ms + origin;
}

export const Subscribers: SubscribersResolvers<Context, SubscribersValue> = {
  total: async (value) => (await value.summary()).total,
  targets: async (value) =>
    [...(await value.summary()).targets]
      .sort((a, b) => b.count - a.count || a.target.localeCompare(b.target))
      .slice(0, TARGETS_LISTED),
  growth: async (_, { period }, ctx) => {
    const { ms, count } = PERIODS[period];
    const since = periodStart(ctx.now(), period) - (count - 1) * ms;
    const growth = await ctx.store.subscribers.growth(since, ms);
    let total = growth.before;
    return Array.from({ length: count }, (_, i) => {
      const added = growth.buckets.get(i) ?? 0;
      total += added;
      return { start: new Date(since + i * ms).toISOString(), added, total };
    });
  },
};

/** The id a target names: 'author:12' is author 12. */
function targetId(target: string, kind: 'author' | 'tag'): number | null {
  return target.startsWith(`${kind}:`) ? Number(target.slice(kind.length + 1)) : null;
}

export const SubscriberTarget: SubscriberTargetResolvers<Context, SubscriberCount> = {
  author: async (row, _, ctx) => {
    const id = targetId(row.target, 'author');
    return id === null ? null : ((await ctx.loaders.user.load(id)) ?? null);
  },
  tag: async (row, _, ctx) => {
    const id = targetId(row.target, 'tag');
    return id === null ? null : ((await ctx.loaders.tag.load(id)) ?? null);
  },
};
