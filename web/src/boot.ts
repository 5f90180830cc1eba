// The page's entry: the shared stylesheet, then the app once the browser has painted the page as the server wrote it
// (server/web-client/page-html.ts). A public page's content is on screen from the HTML and the style sheets alone; the
// app's code (fetched meanwhile: the server names its chunks as module preloads) is evaluated after that first paint,
// so that on a fast network its start-up does not hold back the first paint either (on a phone's network the code
// arrives after the paint anyway).
// The shared stylesheet comes first so that each screen's own CSS, bundled after it, can refine the shared classes.
import './styles.css';

let started = false;
async function start(): Promise<void> {
  if (started) return;
  started = true;
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
