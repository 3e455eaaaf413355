import { useReducer } from 'react';
import type { JSX } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SubscriberEraseMutation } from '../../__generated__/SubscriberEraseMutation.graphql';
import { describeError } from '../app/describeError';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useRefreshSubscribers } from './useRefreshSubscribers';

// Erasing is for good, so it asks once more: typing the address, then confirming it.

type State =
  | { phase: 'editing'; email: string; message: string | null }
  | { phase: 'confirming'; email: string }
  | { phase: 'erasing'; email: string }
  | { phase: 'erased'; email: string };

type Action =
  | { type: 'type'; email: string }
  | { type: 'ask' }
  | { type: 'cancel' }
  | { type: 'erase' }
  | { type: 'erased' }
  | { type: 'failed'; message: string };

export function eraseReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'type':
      return state.phase === 'erasing'
        ? state
        : { phase: 'editing', email: action.email, message: null };
    case 'ask':
      if (state.phase !== 'editing') return state;
      return state.email.trim() === ''
        ? { ...state, message: 'Type the address to erase.' }
        : { phase: 'confirming', email: state.email.trim() };
    case 'cancel':
      return state.phase === 'confirming'
        ? { phase: 'editing', email: state.email, message: null }
        : state;
    case 'erase':
      return state.phase === 'confirming' ? { phase: 'erasing', email: state.email } : state;
    case 'erased':
      return state.phase === 'erasing' ? { phase: 'erased', email: state.email } : state;
    case 'failed':
      return state.phase === 'erasing'
        ? { phase: 'editing', email: state.email, message: action.message }
        : state;
  }
}

/** An editor erases one subscriber: every row about the address, outbox included. */
export function SubscriberErase(): JSX.Element {
  const [state, dispatch] = useReducer(eraseReducer, {
    phase: 'editing',
    email: '',
    message: null,
  });
  const refresh = useRefreshSubscribers();
  const [commit] = useMutation<SubscriberEraseMutation>(graphql`
    mutation SubscriberEraseMutation($input: EraseSubscriberInput!) {
      eraseSubscriber(input: $input) {
        erased
        userErrors {
          message
        }
      }
    }
  `);
  const erase = () => {
    if (state.phase !== 'confirming') return;
    dispatch({ type: 'erase' });
    commit({
      variables: { input: { email: state.email } },
      onCompleted: (data) => {
        const problem = data.eraseSubscriber.userErrors[0]?.message;
        if (problem) return dispatch({ type: 'failed', message: problem });
        dispatch({ type: 'erased' });
        refresh();
      },
      onError: (error) => dispatch({ type: 'failed', message: describeError(error).summary }),
    });
  };
  return (
    <section aria-labelledby="subscriber-erase">
      <h2 id="subscriber-erase">Erase a subscriber</h2>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (state.phase === 'confirming') erase();
          else dispatch({ type: 'ask' });
        }}
      >
        <Field
          label="Email address"
          name="email"
          type="email"
          value={state.email}
          onChange={(email) => dispatch({ type: 'type', email })}
          hint="Their subscriptions, emails waiting to be sent and any record of the address go, for good."
          error={state.phase === 'editing' ? state.message : null}
          readOnly={state.phase === 'confirming' || state.phase === 'erasing'}
        />
        {state.phase === 'confirming' || state.phase === 'erasing' ? (
          <div role="alert">
            <p>Erase everything Folio keeps about {state.email}? This cannot be undone.</p>
            <div className="form-actions">
              <Button
                type="submit"
                variant="danger"
                busy={state.phase === 'erasing'}
                busyLabel="Erasing…"
              >
                Erase for good
              </Button>
              <Button variant="quiet" onClick={() => dispatch({ type: 'cancel' })}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="danger">
            Erase…
          </Button>
        )}
        {state.phase === 'erased' ? <p role="status">{state.email} was erased.</p> : null}
      </form>
    </section>
  );
}
