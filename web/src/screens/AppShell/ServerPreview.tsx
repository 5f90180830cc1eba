import type { ReactNode } from 'react';
import { sessionStore } from '../../session/session-store.ts';

/**
 * The first view the server wrote into #root for a public page (server/web-client/page-html.ts), read before React
 * replaces it, with the address it was written for.
 */
const written = { html: document.getElementById('root')?.innerHTML.trim() ?? '', path: location.pathname + location.search };

/**
 * While the app boots and the first screen's code and data load, the server's view of this page stays on screen
 * (the same markup, so nothing moves or flashes); on any other page, once the visitor has moved on, or for a
 * signed-in user (the server wrote the page as a visitor sees it), `fallback`.
 */
export function ServerPreview({ fallback }: { fallback: ReactNode }) {
  if (!written.html || sessionStore.current || location.pathname + location.search !== written.path) return <>{fallback}</>;
  // The server's own escaped markup of this very document, shown again: no new content reaches the DOM.
  return <div className="server-preview" dangerouslySetInnerHTML={{ __html: written.html }} />;
}
