// The stack's own floor, measured by each benchmark in the same run as the app: this machine's speed moves by a factor
// of two from day to day, so targets are ratios to these anchors rather than absolute times.
import { createSchema, createYoga } from 'graphql-yoga';

const HELLO = JSON.stringify({ query: '{ hello }' });

/** A bare graphql-yoga answering `{ hello }`: the least any GraphQL request through Yoga costs. */
export function bareYoga() {
  return createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
    graphiql: false,
    landingPage: false,
  });
}

/** One `{ hello }` request to a bare Yoga in this process, through its fetch handler (as the app's benches call app.fetch). */
export function bareYogaInProcess(): () => Promise<void> {
  const yoga = bareYoga();
  return async () => {
    const response = await yoga.fetch(new Request('http://anchor/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: HELLO }));
    const body = (await response.json()) as { data?: { hello: string } };
    if (body.data?.hello !== 'world') throw new Error('the anchor did not answer');
  };
}
