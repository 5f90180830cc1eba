// The page's entry: the shared stylesheet, then the app once the browser has painted the page as the server wrote it
// (server/web-client/page-html.ts). A public page's content is on screen from the HTML and the style sheets alone; the
// app's code is fetched and evaluated after that first paint, so that nothing but the HTML and the style sheets loads
// before it: the server names the chunks in an inert <template>, whose module preloads are put into the head here, all
// at once, when the app starts (the imports below then find them downloading). On other pages the server names them
// as preloads of its own, and the app starts at once.
// The shared stylesheet comes first so that each screen's own CSS, bundled after it, can refine the shared classes.
import './styles.css';

let started = false;
async function start(): Promise<void> {
  if (started) return;
  started = true;
  const chunks = document.getElementById('app-chunks');
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
  // The largest libraries first, one import at a time: each is evaluated in a task of its own, leaving the main thread
  // free in between, instead of all of them in one long task with the app. Only CommonJS packages, which are bundled
  // whole anyway: importing an ES module package here (react-router) would keep all of its exports in the bundle.
  await import('react-dom/client');
  await import('relay-runtime');
  await import('react-relay');
  await import('./main.tsx');
}

// A page the server wrote a first view of starts once the browser reports that view painted (the paint entry comes
// when the frame is on screen); an empty page at once. A tab in the background paints nothing, so a timer starts the
// app there.
if (document.getElementById('root')?.firstElementChild && 'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    void start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(() => void start(), 500);
} else void start();
