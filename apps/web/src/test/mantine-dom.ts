/** What Mantine reads from the browser and jsdom lacks: component tests call this once before rendering. */
export function stubMantineDom() {
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  // Comboboxes scroll their highlighted option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  // mantine-datatable scrolls its body back to the top on a page change (in an animation frame: an
  // uncaught TypeError in whichever test runs when it fires, seen in CI with two test workers).
  Element.prototype.scrollTo ??= () => undefined;
}
