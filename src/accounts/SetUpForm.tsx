import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SetUpFormMutation } from '../../__generated__/SetUpFormMutation.graphql';
import { handleError, nameError, passwordError } from '../../schema/rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { fieldProps } from './fieldProps';
import { FormAlert } from './FormAlert';
import { useAccountMutation } from './useAccountMutation';
import { useFormState } from './useFormState';

/** The one-time setup's form: the owner's account, made with the token of the printed link. */
export function SetUpForm(props: { token: string }): JSX.Element {
  const form = useFormState(
    { handle: '', name: '', password: '' },
    { handle: handleError, name: nameError, password: passwordError },
  );
  const send = useAccountMutation<SetUpFormMutation>(
    graphql`
      mutation SetUpFormMutation($input: SetUpSiteInput!) {
        setUpSite(input: $input) {
          viewer {
            id
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...ViewerMenu_viewer
          }
          userErrors {
            field
            message
          }
        }
      }
    `,
    'setUpSite',
    form,
    '/settings/site',
  );
  const { handle, name, password } = form.values;
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit(() =>
        send({
          token: props.token,
          handle: handle.trim().toLowerCase(),
          name: name.trim(),
          password,
        }),
      )}
    >
      <FormAlert message={form.formError} />
      <Field
        label="Handle"
        {...fieldProps(form, 'handle')}
        hint="3 to 24 characters: a–z, 0–9 and _."
        autoComplete="username"
        spellCheck={false}
      />
      <Field label="Name" {...fieldProps(form, 'name')} autoComplete="name" />
      <Field
        label="Password"
        {...fieldProps(form, 'password')}
        type="password"
        hint="8 to 200 characters."
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Creating the owner…">
          Create the owner account
        </Button>
      </div>
    </form>
  );
}
