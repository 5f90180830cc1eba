// GraphQL operations in the metrics (observability/metrics.ts): every query, mutation and subscription, over HTTP,
// SSE or WebSocket, by name and type, with the time to execute and whether the result carried errors. Subscriptions
// over WebSocket are counted by websocket.ts: shared ones (shared-subscriptions.ts) never reach Yoga's subscribe.
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { boundedName, metrics } from '../observability/metrics.ts';

export function operationLabels(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  return { operation: boundedName(operation?.name?.value), type: operation?.operation ?? 'unknown' };
}

export function useOperationMetrics(): Plugin {
  return {
    onExecute({ args }) {
      const labels = operationLabels(args.document, args.operationName);
      const started = performance.now();
      metrics.graphqlOperations.inc(labels);
      return {
        onExecuteDone({ result }) {
          metrics.graphqlDuration.observe(labels, (performance.now() - started) / 1000);
          if ('errors' in result && result.errors?.length) metrics.graphqlErrors.inc(labels);
        },
      };
    },
    onSubscribe({ args }) {
      if ((args.contextValue as { request?: Request }).request) metrics.graphqlOperations.inc(operationLabels(args.document, args.operationName));
    },
  };
}
