import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { SignUpPolicyForm_site$key } from '../../__generated__/SignUpPolicyForm_site.graphql';
import type {
  SignUpPolicy,
  SignUpPolicyFormMutation,
} from '../../__generated__/SignUpPolicyFormMutation.graphql';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';

const CHOICES: { value: Exclude<SignUpPolicy, '%future added value'>; label: string }[] = [
  { value: 'OPEN', label: 'Open: anyone may sign up as a reader' },
  { value: 'INVITE_ONLY', label: 'Invitation only: sign-up needs a staff invitation link' },
  { value: 'CLOSED', label: 'Closed: no sign-up (invitation links still work)' },
];

/** The owner's choice of who may sign up (PRODUCT §1). */
export function SignUpPolicyForm(props: { site: SignUpPolicyForm_site$key }): JSX.Element {
  const site = useFragment(
    graphql`
      fragment SignUpPolicyForm_site on Site {
        signUpPolicy
      }
    `,
    props.site,
  );
  const [choice, setChoice] = useState(site.signUpPolicy);
  const [message, setMessage] = useState<string | null>(null);
  const [commit, saving] = useMutation<SignUpPolicyFormMutation>(graphql`
    mutation SignUpPolicyFormMutation($input: UpdateSiteSettingsInput!) {
      updateSiteSettings(input: $input) {
        site {
          signUpPolicy
        }
        userErrors {
          message
        }
      }
    }
  `);
  const save = () => {
    setMessage(null);
    commit({
      variables: { input: { signUpPolicy: choice } },
      // Site has no id: the answer lands on the root's `site` record itself.
      updater: (store) => {
        const saved = store.getRootField('updateSiteSettings')?.getLinkedRecord('site');
        const policy = saved?.getValue('signUpPolicy');
        if (policy) store.getRoot().getLinkedRecord('site')?.setValue(policy, 'signUpPolicy');
      },
      onCompleted: (data) =>
        setMessage(data.updateSiteSettings.userErrors[0]?.message ?? 'Sign-up policy saved.'),
      onError: (error) => setMessage(describeError(error).summary),
    });
  };
  return (
    <form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <fieldset>
        <legend>Who may sign up</legend>
        {CHOICES.map(({ value, label }) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="signUpPolicy"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save sign-up policy
        </Button>
      </div>
      <FormAlert message={message} />
    </form>
  );
}
