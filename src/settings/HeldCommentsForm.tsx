import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { HeldCommentsForm_site$key } from '../../__generated__/HeldCommentsForm_site.graphql';
import type { HeldCommentsFormMutation } from '../../__generated__/HeldCommentsFormMutation.graphql';
import { heldFirstCommentsError, LIMITS } from '../../schema/rules';
import { describeError } from '../app/describeError';
import { FormAlert } from '../accounts/FormAlert';
import { Button } from '../ui/Button';

/** The owner's choice of how many of a new reader's first comments wait for an editor. */
export function HeldCommentsForm(props: { site: HeldCommentsForm_site$key }): JSX.Element {
  const site = useFragment(
    graphql`
      fragment HeldCommentsForm_site on Site {
        signUpPolicy
        heldFirstComments
      }
    `,
    props.site,
  );
  const [count, setCount] = useState(String(site.heldFirstComments ?? 0));
  const [message, setMessage] = useState<string | null>(null);
  const [commit, saving] = useMutation<HeldCommentsFormMutation>(graphql`
    mutation HeldCommentsFormMutation($input: UpdateSiteSettingsInput!) {
      updateSiteSettings(input: $input) {
        site {
          heldFirstComments
        }
        userErrors {
          message
        }
      }
    }
  `);
  const save = () => {
    const value = Number(count);
    const error = count.trim() === '' ? heldFirstCommentsError(NaN) : heldFirstCommentsError(value);
    if (error) return setMessage(error);
    setMessage(null);
    commit({
      // The sign-up policy as stored: this form changes only the hold.
      variables: { input: { signUpPolicy: site.signUpPolicy, heldFirstComments: value } },
      // Site has no id: the answer lands on the root's `site` record itself.
      updater: (store) => {
        const saved = store.getRootField('updateSiteSettings')?.getLinkedRecord('site');
        const held = saved?.getValue('heldFirstComments');
        if (typeof held === 'number') {
          store.getRoot().getLinkedRecord('site')?.setValue(held, 'heldFirstComments');
        }
      },
      onCompleted: (data) =>
        setMessage(data.updateSiteSettings.userErrors[0]?.message ?? 'Comment approval saved.'),
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
      <label htmlFor="held-first-comments">
        How many of a new reader’s first comments wait for an editor’s approval (0: none)
      </label>
      <input
        id="held-first-comments"
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.heldFirstComments}
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save comment approval
        </Button>
      </div>
      <FormAlert message={message} />
    </form>
  );
}
