import { graphql } from 'react-relay';
import type { useImportMatchesCsvMutation as Mutation } from '../__generated__/useImportMatchesCsvMutation.graphql';
import { unwrap, usePromiseMutation } from '../relay/mutation.ts';

const IMPORT_MATCHES = graphql`
  mutation useImportMatchesCsvMutation($input: ImportMatchesCsvInput!) {
    importMatchesCsv(input: $input) {
      __typename
      ... on ImportMatchesCsvPayload {
        dryRun
        totalRows
        validRows
        imported
        errors {
          line
          message
        }
      }
      ... on Error {
        message
        code
      }
      ... on ValidationError {
        problems {
          field
          message
        }
      }
    }
  }
`;

/** Checks (dryRun) or imports CSV matches; a real import with bad rows rejects listing them in `problems`. */
export function useImportMatchesCsvMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(IMPORT_MATCHES);
  const importCsv = async (projectId: string, csv: string, dryRun: boolean) => unwrap((await run({ input: { projectId, csv, dryRun } })).importMatchesCsv);
  return [importCsv, inFlight] as const;
}
