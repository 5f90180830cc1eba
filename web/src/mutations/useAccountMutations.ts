import { graphql } from 'react-relay';
import type { useAccountMutationsChangeEmailMutation as ChangeEmail } from '../__generated__/useAccountMutationsChangeEmailMutation.graphql';
import type { useAccountMutationsChangePasswordMutation as ChangePassword } from '../__generated__/useAccountMutationsChangePasswordMutation.graphql';
import type { useAccountMutationsDeleteAccountMutation as DeleteAccount } from '../__generated__/useAccountMutationsDeleteAccountMutation.graphql';
import type { useAccountMutationsUpdateProfileMutation as UpdateProfile } from '../__generated__/useAccountMutationsUpdateProfileMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';
import { keepCurrentSession } from '../relay/sessions.ts';

/** Sets the display name; the viewer's record in the store is updated by its id. */
export function useUpdateProfileMutation() {
  const [run, inFlight] = usePromiseMutation<UpdateProfile>(graphql`
    mutation useAccountMutationsUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on Error { message code }
        ... on UpdateProfilePayload { user { id databaseId username displayName name email isAdmin emailVerified } }
      }
    }
  `);
  const update = async (displayName: string) => unwrap((await run({ input: { displayName } })).updateProfile).user;
  return [update, inFlight] as const;
}

/** Asks to change the address; nothing changes until the link mailed to the new one is followed. */
export function useChangeEmailMutation() {
  const [run, inFlight] = usePromiseMutation<ChangeEmail>(graphql`
    mutation useAccountMutationsChangeEmailMutation($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        __typename
        ... on Error { message code }
        ... on ChangeEmailPayload { message mailStatus }
      }
    }
  `);
  const change = async (newEmail: string, currentPassword: string) => unwrap((await run({ input: { newEmail, currentPassword } })).changeEmail);
  return [change, inFlight] as const;
}

/** Changes the password; every other session ends, so only the current one stays in the sessions list. */
export function useChangePasswordMutation() {
  const [run, inFlight] = usePromiseMutation<ChangePassword>(graphql`
    mutation useAccountMutationsChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on Error { message code }
        ... on ChangePasswordPayload { message }
      }
    }
  `);
  const change = async (currentPassword: string, newPassword: string) => {
    const response = await run(
      { input: { currentPassword, newPassword } },
      {
        updater: (store, data) => {
          if (data?.changePassword.__typename === 'ChangePasswordPayload') keepCurrentSession(store);
        },
      },
    );
    return unwrap(response.changePassword).message;
  };
  return [change, inFlight] as const;
}

/** Deletes the viewer's account. */
export function useDeleteAccountMutation() {
  const [run, inFlight] = usePromiseMutation<DeleteAccount>(graphql`
    mutation useAccountMutationsDeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        __typename
        ... on Error { message code }
        ... on DeleteAccountPayload { message }
      }
    }
  `);
  const remove = async (password: string) => unwrap((await run({ input: { password } })).deleteAccount).message;
  return [remove, inFlight] as const;
}
