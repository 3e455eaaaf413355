import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ProfileFormUpdateProfileMutation } from '../../__generated__/ProfileFormUpdateProfileMutation.graphql';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { bioError, LENGTHS, nameError } from '../../schema/rules';
import { fieldProps } from '../accounts/fieldProps';
import { FormAlert } from '../accounts/FormAlert';
import { useFormState } from '../accounts/useFormState';
import { Markdown } from '../markdown/Markdown';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useDebouncedValue } from '../ui/useDebouncedValue';

/** How long typing must pause before the bio preview renders again. */
const PREVIEW_DELAY_MS = 250;

const countFormat = new Intl.NumberFormat('en');

/**
 * Name and bio, with the rules of schema/rules.ts, a live preview of the bio through the one
 * Markdown pipeline, and `updateProfile`. The payload's `user` is normalized
 * into the viewer's User record, so the header and the author page show the
 * new name and bio without a refetch.
 */
export function ProfileForm(props: { user: ProfileForm_user$key }): JSX.Element {
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        handle
        name
        bio
      }
    `,
    props.user,
  );
  const form = useFormState({ name: user.name, bio: user.bio }, { name: nameError, bio: bioError });
  const [saved, setSaved] = useState(false);
  const preview = useDebouncedValue(form.values.bio, PREVIEW_DELAY_MS);
  const [commit] = useMutation<ProfileFormUpdateProfileMutation>(graphql`
    mutation ProfileFormUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          id
          name
          bio
        }
        userErrors {
          field
          message
        }
      }
    }
  `);

  const setValue = (field: 'name' | 'bio', value: string) => {
    setSaved(false);
    form.setValue(field, value);
  };

  const send = () => {
    setSaved(false);
    form.setBusy(true);
    commit({
      variables: { input: { name: form.values.name.trim(), bio: form.values.bio.trim() } },
      onCompleted: (response) => {
        form.setBusy(false);
        if (response.updateProfile.userErrors.length > 0) {
          form.showUserErrors(response.updateProfile.userErrors);
          return;
        }
        setSaved(true);
      },
      onError: (error) => {
        form.setBusy(false);
        form.showFailure(error);
      },
    });
  };

  const bioLength = form.values.bio.trim().length;
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit(send)}>
      <FormAlert message={form.formError} />
      <Field
        label="Name"
        {...fieldProps(form, 'name')}
        onChange={(value) => setValue('name', value)}
        hint="1 to 80 characters, shown on your articles."
        autoComplete="name"
      />
      <Field
        label="Bio"
        {...fieldProps(form, 'bio')}
        onChange={(value) => setValue('bio', value)}
        multiline
        rows={8}
        hint={`Markdown, at most ${countFormat.format(LENGTHS.bio.max)} characters (${countFormat.format(bioLength)} now).`}
      />
      <section aria-labelledby="bio-preview-heading" className="profile-preview">
        <h2 id="bio-preview-heading" className="profile-preview-heading">
          Bio preview
        </h2>
        {preview.trim() ? (
          <Markdown source={preview} className="bio" />
        ) : (
          <p className="muted">Your bio is empty.</p>
        )}
      </section>
      <div className="form-actions">
        <Button type="submit" busy={form.busy} busyLabel="Saving…">
          Save profile
        </Button>
        <p role="status" className="form-saved">
          {saved ? (
            <>
              Profile saved.{' '}
              <Link to="/authors/$handle" params={{ handle: user.handle }}>
                See your profile
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
