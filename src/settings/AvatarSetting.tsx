import { useState } from 'react';
import type { JSX } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AvatarSettingSetAvatarMutation } from '../../__generated__/AvatarSettingSetAvatarMutation.graphql';
import type { AvatarSetting_user$key } from '../../__generated__/AvatarSetting_user.graphql';
import { describeError } from '../app/describeError';
import { Avatar } from '../authors/Avatar';
import { ImagePicker } from '../media/ImagePicker';
import { Button } from '../ui/Button';

/**
 * The viewer's avatar: upload one, replace or remove it. `setAvatar`'s payload is normalized
 * into the viewer's User record, so the header, bylines and comments follow without a refetch.
 */
export function AvatarSetting(props: { user: AvatarSetting_user$key }): JSX.Element {
  const user = useFragment(
    graphql`
      fragment AvatarSetting_user on User {
        avatar {
          id
        }
        ...Avatar_user
      }
    `,
    props.user,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [commit, busy] = useMutation<AvatarSettingSetAvatarMutation>(graphql`
    mutation AvatarSettingSetAvatarMutation($input: SetAvatarInput!) {
      setAvatar(input: $input) {
        user {
          id
          ...AvatarSetting_user
        }
        userErrors {
          message
        }
      }
    }
  `);
  const set = (imageId: string | null, done: string) => {
    setMessage(null);
    commit({
      variables: { input: { imageId } },
      onCompleted: (response) => {
        const problems = response.setAvatar.userErrors;
        setMessage(problems.length ? problems.map((p) => p.message).join(' ') : done);
      },
      onError: (error) => setMessage(describeError(error).summary),
    });
  };
  return (
    <section className="avatar-setting" aria-labelledby="avatar-setting-title">
      <h2 id="avatar-setting-title">Avatar</h2>
      <div className="avatar-setting-row">
        <Avatar user={user} />
        <ImagePicker
          label={user.avatar ? 'Replace the avatar' : 'Choose an avatar'}
          busy={busy}
          onUploaded={(image) => set(image.id, 'The avatar is saved.')}
        />
        {user.avatar ? (
          <Button variant="quiet" busy={busy} onClick={() => set(null, 'The avatar is removed.')}>
            Remove the avatar
          </Button>
        ) : null}
      </div>
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
