import { graphql } from 'react-relay';
import type { useAccessTokenMutationsCreateMutation as Create, TokenScope } from '../__generated__/useAccessTokenMutationsCreateMutation.graphql';
import type { useAccessTokenMutationsRevokeMutation as Revoke } from '../__generated__/useAccessTokenMutationsRevokeMutation.graphql';
import { shiftTotalCount } from '../relay/connections.ts';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

/** Creates a personal access token; it joins the list (`connection`), and its secret is returned this once. */
export function useCreateAccessTokenMutation() {
  const [run, inFlight] = usePromiseMutation<Create>(graphql`
    mutation useAccessTokenMutationsCreateMutation($input: CreateAccessTokenInput!, $connections: [ID!]!) {
      createAccessToken(input: $input) {
        __typename
        ... on Error { message code }
        ... on CreateAccessTokenPayload {
          secret
          token @prependNode(connections: $connections, edgeTypeName: "QueryAccessTokensConnectionEdge") {
            id
            ...AccessTokenRow_token
          }
        }
      }
    }
  `);
  const create = async (input: { name: string; scope: TokenScope; expiresInDays: number }, connection: string) => {
    const response = await run(
      { input, connections: [connection] },
      {
        updater: (store, data) => {
          if (data?.createAccessToken.__typename === 'CreateAccessTokenPayload') shiftTotalCount(store, [connection], 1);
        },
      },
    );
    return unwrap(response.createAccessToken).secret;
  };
  return [create, inFlight] as const;
}

/** Revokes a token: it leaves the list, and its next use is refused. */
export function useRevokeAccessTokenMutation() {
  const [run, inFlight] = usePromiseMutation<Revoke>(graphql`
    mutation useAccessTokenMutationsRevokeMutation($input: RevokeAccessTokenInput!, $connections: [ID!]!) {
      revokeAccessToken(input: $input) {
        __typename
        ... on Error { message code }
        ... on RevokeAccessTokenPayload { deletedId @deleteEdge(connections: $connections) }
      }
    }
  `);
  const revoke = async (id: string, connection: string) => {
    const response = await run(
      { input: { id }, connections: [connection] },
      {
        updater: (store, data) => {
          if (data?.revokeAccessToken.__typename === 'RevokeAccessTokenPayload') shiftTotalCount(store, [connection], -1);
        },
      },
    );
    return unwrap(response.revokeAccessToken);
  };
  return [revoke, inFlight] as const;
}
