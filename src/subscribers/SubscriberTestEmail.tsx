import { useReducer } from 'react';
import type { JSX } from 'react';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { sendTestEmail } from './sendTestEmail';

// The test email's states: editing the address and article, sending, then sent or refused.

type State = {
  to: string;
  slug: string;
  phase: 'editing' | 'sending' | 'sent' | 'refused';
  message: string | null;
};

type Action =
  | { type: 'to' | 'slug'; value: string }
  | { type: 'send' }
  | { type: 'sent'; to: string }
  | { type: 'refused'; message: string };

export function testEmailReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'to':
    case 'slug':
      return state.phase === 'sending'
        ? state
        : { ...state, [action.type]: action.value, phase: 'editing', message: null };
    case 'send':
      return state.phase === 'sending' ? state : { ...state, phase: 'sending', message: null };
    case 'sent':
      return { ...state, phase: 'sent', message: `A test email was sent to ${action.to}.` };
    case 'refused':
      return { ...state, phase: 'refused', message: action.message };
  }
}

/** An editor sends an article's newsletter, or the template, to an address they type. */
export function SubscriberTestEmail(): JSX.Element {
  const [state, dispatch] = useReducer(testEmailReducer, {
    to: '',
    slug: '',
    phase: 'editing',
    message: null,
  });
  const send = () => {
    if (state.phase === 'sending') return;
    dispatch({ type: 'send' });
    sendTestEmail(state.to, state.slug).then(
      (to) => dispatch({ type: 'sent', to }),
      (error: Error) => dispatch({ type: 'refused', message: error.message }),
    );
  };
  return (
    <section aria-labelledby="subscriber-test-email">
      <h2 id="subscriber-test-email">Send a test email</h2>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Field
          label="Send to"
          name="to"
          type="email"
          value={state.to}
          onChange={(value) => dispatch({ type: 'to', value })}
          required
        />
        <Field
          label="Article"
          name="article"
          value={state.slug}
          onChange={(value) => dispatch({ type: 'slug', value })}
          hint="The article's slug, as in /articles/<slug>; empty for the newsletter template."
        />
        <Button type="submit" busy={state.phase === 'sending'} busyLabel="Sending…">
          Send test email
        </Button>
        {state.phase === 'sent' ? <p role="status">{state.message}</p> : null}
        {state.phase === 'refused' ? <p role="alert">{state.message}</p> : null}
      </form>
    </section>
  );
}
