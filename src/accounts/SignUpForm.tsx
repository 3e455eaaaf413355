import { useNavigate } from '@tanstack/react-router';
import type { JSX } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SignUpFormSignUpMutation } from '../../__generated__/SignUpFormSignUpMutation.graphql';
import { handleError, nameError, passwordError } from '../../schema/rules';
import { signedInDestination } from '../app/redirectPath';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormAlert } from './FormAlert';
import { replaceViewer } from './replaceViewer';
import { useFormState } from './useFormState';

/**
 * The sign-up form: the account rules (schema/rules.ts) as hints and, once a field is left, as
 * errors; "That handle is taken." from the server on the handle. A new
 * account is signed in at once, so on success it behaves like sign-in.
 */
export function SignUpForm(props: { redirect: string | undefined }): JSX.Element {
  const navigate = useNavigate();
  const form = useFormState(
    { handle: '', name: '', password: '' },
    { handle: handleError, name: nameError, password: passwordError },
  );
  const [commit] = useMutation<SignUpFormSignUpMutation>(graphql`
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
  `);

  const send = () => {
    form.setBusy(true);
    commit({
      variables: {
        input: {
          handle: form.values.handle.trim().toLowerCase(),
          name: form.values.name.trim(),
          password: form.values.password,
        },
      },
      updater: (store) => replaceViewer(store, 'signUp'),
      onCompleted: (response) => {
        form.setBusy(false);
        if (response.signUp.userErrors.length > 0 || !response.signUp.viewer) {
          form.showUserErrors(response.signUp.userErrors);
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
        hint="3 to 24 characters: a–z, 0–9 and _. It is your address: /authors/handle."
        autoComplete="username"
        spellCheck={false}
        value={form.values.handle}
        onChange={(value) => form.setValue('handle', value)}
        onBlur={() => form.touch('handle')}
        error={form.errorOf('handle')}
      />
      <Field
        label="Name"
        name="name"
        hint="1 to 80 characters, shown on your articles."
        autoComplete="name"
        value={form.values.name}
        onChange={(value) => form.setValue('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errorOf('name')}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        hint="8 to 200 characters."
        autoComplete="new-password"
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
      />
      <div>
        <Button type="submit" busy={form.busy} busyLabel="Creating your account…">
          Create account
        </Button>
      </div>
    </form>
  );
}
