/* global document, window, ResizeObserver */
// The sports book inside an operator's page: tell the page how tall it is (S001), so its frame fits
// the fixtures instead of scrolling inside a fixed box. Only a height is sent, so any parent may read it.
const report = () => {
  if (window.parent === window) return;
  window.parent.postMessage({ code: 'S001', data: { height: document.documentElement.scrollHeight } }, '*');
};
report();
new ResizeObserver(report).observe(document.body);
