import { useNavigate } from '@tanstack/react-router';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { signedInDestination } from '../app/redirectPath';
import { replaceViewer } from './replaceViewer';
import type { FormState, UserErrorLike } from './useFormState';

/** What signIn and signUp answer: the viewer now signed in, or why not. */
interface AccountPayload {
  readonly viewer: unknown;
  readonly userErrors: readonly UserErrorLike[];
}

type AccountField = 'signIn' | 'signUp' | 'setUpSite';

interface AccountMutation extends MutationParameters {
  response: Partial<Record<AccountField, AccountPayload>>;
  variables: { input: unknown };
}

/**
 * Sends the sign-in or sign-up of `form` (the mutation's root field is `field`). On success the
 * new viewer replaces the old one in the store and the user goes on to `redirect` (see
 * `signedInDestination`); otherwise the userErrors land on their fields, or a failed request on
 * the form, and nothing typed is lost.
 */
export function useAccountMutation<TMutation extends AccountMutation>(
  mutation: GraphQLTaggedNode,
  field: AccountField,
  form: Pick<FormState<string>, 'setBusy' | 'showUserErrors' | 'showFailure'>,
  redirect: string | undefined,
): (input: TMutation['variables']['input']) => void {
  const navigate = useNavigate();
  const [commit] = useMutation<TMutation>(mutation);
  return (input) => {
    form.setBusy(true);
    commit({
      variables: { input } as TMutation['variables'],
      updater: (store) => replaceViewer(store, field),
      onCompleted: (response) => {
        form.setBusy(false);
        const payload = response[field];
        if (!payload?.viewer || payload.userErrors.length > 0) {
          form.showUserErrors(payload?.userErrors ?? []);
          return;
        }
        void navigate({ href: signedInDestination(redirect), replace: true });
      },
      onError: (error) => {
        form.setBusy(false);
        form.showFailure(error);
      },
    });
  };
}
