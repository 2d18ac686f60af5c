// Runs before the app: applies the stored colour scheme (auto, dark or light) so the first paint is right.
(function () {
  try {
    var stored = localStorage.getItem('color-scheme');
    var scheme = stored === 'dark' || stored === 'light' ? stored : 'auto';
    var resolved =
      scheme === 'auto'
        ? window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light'
        : scheme;
    document.documentElement.setAttribute('data-mantine-color-scheme', resolved);
  } catch {
    /* storage unavailable: Mantine applies its default */
  }
})();
