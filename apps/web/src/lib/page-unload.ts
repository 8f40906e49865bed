/**
 * Whether the page is going away (reload, navigation away). Requests cut off by it fail like a network error,
 * but they are no failure the user should be told about — least of all one that logs them out.
 */
let unloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  // Back from the bfcache: the page lives again.
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export const isPageUnloading = () => unloading;
