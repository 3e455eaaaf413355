import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SignUpFormSignUpMutation } from '../../__generated__/SignUpFormSignUpMutation.graphql';
import { handleError, nameError, passwordError } from '../../schema/rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { fieldProps } from './fieldProps';
import { FormAlert } from './FormAlert';
import { useAccountMutation } from './useAccountMutation';
import { useFormState } from './useFormState';

/**
 * The sign-up form: the account rules (schema/rules.ts) as hints and, once a field is left, as
 * errors; "That handle is taken." from the server on the handle. A new
 * account is signed in at once, so on success it behaves like sign-in.
 */
export function SignUpForm(props: {
  redirect: string | undefined;
  /** The token of the invitation link the visitor came with: the account gets its role. */
  invitation: string | undefined;
}): JSX.Element {
  const form = useFormState(
    { handle: '', name: '', password: '' },
    { handle: handleError, name: nameError, password: passwordError },
  );
  const send = useAccountMutation<SignUpFormSignUpMutation>(
    graphql`
      mutation SignUpFormSignUpMutation($input: SignUpInput!) {
        signUp(input: $input) {
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
    'signUp',
    form,
    props.redirect,
  );
  const { handle, name, password } = form.values;

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit(() =>
        send({
          handle: handle.trim().toLowerCase(),
          name: name.trim(),
          password,
          invitation: props.invitation ?? null,
        }),
      )}
    >
      <FormAlert message={form.formError} />
      <Field
        label="Handle"
        {...fieldProps(form, 'handle')}
        hint="3 to 24 characters: a–z, 0–9 and _. It is your address: /authors/handle."
        autoComplete="username"
        spellCheck={false}
      />
      <Field
        label="Name"
        {...fieldProps(form, 'name')}
        hint="1 to 80 characters, shown on your articles."
        autoComplete="name"
      />
      <Field
        label="Password"
        {...fieldProps(form, 'password')}
        type="password"
        hint="8 to 200 characters."
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Creating your account…">
          Create account
        </Button>
      </div>
    </form>
  );
}
