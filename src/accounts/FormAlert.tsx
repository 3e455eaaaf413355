import type { JSX } from 'react';

/**
 * A message about a whole form (wrong credentials, rate limit, a failed
 * request). The live region is always rendered so that a message appearing
 * in it is announced.
 */
export function FormAlert(props: { message: string | null }): JSX.Element {
  return (
    <div role="alert" className="form-alert">
      {props.message}
    </div>
  );
}
