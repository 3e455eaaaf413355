import type { JSX } from 'react';

/**
 * A grey placeholder block sized like the content it stands for (the variant
 * picks the size from CSS), so the page does not shift when data arrives.
 */
export function Skeleton(props: {
  variant: 'heading' | 'line' | 'short-line' | 'card' | 'paragraph';
}): JSX.Element {
  return <div className={`skeleton skeleton-${props.variant}`} aria-hidden="true" />;
}
