// GraphiQL at GET /graphql in a browser (outside production). @graphql-yoga/render-graphiql inlines the whole
// editor into one page (scripts, styles, the editor's workers), so nothing loads from a CDN. The page is rendered
// once, on first use, and its CSP allows exactly its inline script by hash (http-headers.ts).
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { cspHeader, inlineHashes, POLICIES } from '../http-headers.ts';

export const GRAPHIQL_OPTIONS = { title: 'Sideboard GraphQL', subscriptionsProtocol: 'WS' } as const;

export interface GraphiQLPage {
  html(): string;
  contentSecurityPolicy(): string;
}

export function createGraphiQLPage(): GraphiQLPage {
  let page: { html: string; csp: string } | undefined;
  const rendered = () => {
    if (!page) {
      const html = renderGraphiQL(GRAPHIQL_OPTIONS);
      page = { html, csp: cspHeader(POLICIES.graphiql(inlineHashes(html, 'script'))) };
    }
    return page;
  };
  return { html: () => rendered().html, contentSecurityPolicy: () => rendered().csp };
}
