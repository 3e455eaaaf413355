import type { JSX } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SignInFormSignInMutation } from '../../__generated__/SignInFormSignInMutation.graphql';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { fieldProps } from './fieldProps';
import { FormAlert } from './FormAlert';
import { useAccountMutation } from './useAccountMutation';
import { useFormState } from './useFormState';

const requiredHandle = (value: string) => (value.trim() ? null : 'Enter your handle.');
const requiredPassword = (value: string) => (value ? null : 'Enter your password.');

/**
 * The sign-in form. Wrong credentials are one form-level message (the server
 * does not say which part was wrong); on success the viewer is written into
 * the store and the user goes on to `redirect`.
 */
export function SignInForm(props: { redirect: string | undefined }): JSX.Element {
  const form = useFormState(
    { handle: '', password: '' },
    { handle: requiredHandle, password: requiredPassword },
  );
  const send = useAccountMutation<SignInFormSignInMutation>(
    graphql`
      mutation SignInFormSignInMutation($input: SignInInput!) {
        signIn(input: $input) {
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
    'signIn',
    form,
    props.redirect,
  );

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit(() =>
        send({ handle: form.values.handle.trim(), password: form.values.password }),
      )}
    >
      <FormAlert message={form.formError} />
      <Field
        label="Handle"
        {...fieldProps(form, 'handle')}
        autoComplete="username"
        spellCheck={false}
      />
      <Field
        label="Password"
        {...fieldProps(form, 'password')}
        type="password"
        autoComplete="current-password"
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Signing in…">
          Sign in
        </Button>
      </div>
    </form>
  );
}
