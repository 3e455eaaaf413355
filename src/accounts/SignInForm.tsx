import { useNavigate } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SignInFormSignInMutation } from '../../__generated__/SignInFormSignInMutation.graphql';
import { signedInDestination } from '../app/redirectPath';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormAlert } from './FormAlert';
import { replaceViewer } from './replaceViewer';
import { useFormState } from './useFormState';

const requiredHandle = (value: string) => (value.trim() ? null : 'Enter your handle.');
const requiredPassword = (value: string) => (value ? null : 'Enter your password.');

/**
 * The sign-in form. Wrong credentials are one form-level message (the server
 * does not say which part was wrong); on success the viewer is written into
 * the store and the user goes on to `redirect`.
 */
export function SignInForm(props: { redirect: string | undefined }): JSX.Element {
  const navigate = useNavigate();
  const form = useFormState(
    { handle: '', password: '' },
    { handle: requiredHandle, password: requiredPassword },
  );
  const [commit] = useMutation<SignInFormSignInMutation>(graphql`
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
  `);

  const send = () => {
    form.setBusy(true);
    commit({
      variables: { input: { handle: form.values.handle.trim(), password: form.values.password } },
      updater: (store) => replaceViewer(store, 'signIn'),
      onCompleted: (response) => {
        form.setBusy(false);
        if (response.signIn.userErrors.length > 0 || !response.signIn.viewer) {
          form.showUserErrors(response.signIn.userErrors);
          return;
        }
        void navigate({ href: signedInDestination(props.redirect), replace: true });
      },
      onError: (error) => {
        form.setBusy(false);
        form.showFailure(error);
      },
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit(send)}>
      <FormAlert message={form.formError} />
      <Field
        label="Handle"
        name="handle"
        autoComplete="username"
        spellCheck={false}
        value={form.values.handle}
        onChange={(value) => form.setValue('handle', value)}
        onBlur={() => form.touch('handle')}
        error={form.errorOf('handle')}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Signing in…">
          Sign in
        </Button>
      </div>
    </form>
  );
}
