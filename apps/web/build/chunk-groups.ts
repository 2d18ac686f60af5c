/**
 * How the build groups npm code into chunks (rolldown `codeSplitting.groups`). Left alone, rolldown made
 * some 200 files, 71 of them for the login screen (one per set of screens sharing a module). Instead, a
 * few long-cached vendor chunks, named by what they hold:
 * - `react`, `i18n`, `query`: what every screen runs on;
 * - `mantine-base`: Mantine's core and the components of the shell and the sign-in screens;
 * - `mantine`: the other Mantine components two or more screens share;
 * - the heavy libraries of a few screens (charts, dates, data tables, CASL, zod), each in its own chunk,
 *   downloaded by the first screen that uses one.
 */
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** Mantine components the signed-out screens and the shell draw (the rest load with their screens). */
const baseComponents = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Badge',
  'Box',
  'Button',
  'Center',
  'CloseButton',
  'Container',
  'DirectionProvider',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'NativeSelect',
  'Paper',
  'PasswordInput',
  'Portal',
  'Progress',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];
const mantineBase = new RegExp(
  `[\\\\/]node_modules[\\\\/]@mantine[\\\\/](core[\\\\/]esm[\\\\/](core|components[\\\\/](${baseComponents.join('|')})|components[\\\\/]Combobox[\\\\/]ComboboxChevron)[\\\\/]|store[\\\\/]|nprogress[\\\\/]|notifications[\\\\/]esm[\\\\/]notifications\\.store)|[\\\\/]node_modules[\\\\/](clsx|klona|fast-deep-equal)[\\\\/]`,
);

const toasts = pkg('@mantine/notifications|react-transition-group');

/**
 * The app's own start-up code and what the sign-in screens share with it (session, API client, guards,
 * shell components): one chunk instead of a dozen small ones. The service worker's registration
 * (reload-prompt, workbox-window) downloads after the first render, in a chunk of its own.
 */
const shellComponents = [
  'brand-mark',
  'color-scheme-switch',
  'language-switch',
  'switch-menu',
  'lazy-notifications',
  'route-progress',
  'scroll-manager',
];
const shell = new RegExp(
  [
    '[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](lib[\\\\/](session|router|guards|api-client|ability|i18n|notify|toast-position|write-retry|start-features|pagination-labels|unsaved-changes)',
    'components[\\\\/](pages|layouts[\\\\/](root|guest)-layout|form[\\\\/](password-field|unsaved-changes-blocker))',
    `components[\\\\/]shell[\\\\/](${shellComponents.join('|')})\\.tsx`,
    'app[\\\\/](providers|router|screens|screen-data|features|theme|signed-in-shell|app)',
    'components[\\\\/]resource[\\\\/]resource-data)',
    '[\\\\/]node_modules[\\\\/](@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/](createReactComponent|defaultAttributes|icons[\\\\/]Icon(Sun|Moon|DeviceDesktop|Language)\\.mjs))',
    'rolldown[:\\\\/]runtime|vite[\\\\/](preload-helper|modulepreload-polyfill)',
    '[\\\\/]node_modules[\\\\/]@casl[\\\\/]react[\\\\/]',
    '[\\\\/]packages[\\\\/]shared[\\\\/]src[\\\\/](routes|i18n[\\\\/]direction|http[\\\\/]retry-policy|catalogue[\\\\/]catalogue-list)\\.ts',
  ].join('|'),
);

export const chunkGroups = [
  { name: 'shell', test: shell, priority: 60 },
  {
    name: 'react',
    test: pkg('react|react-dom|scheduler|react-router|use-sync-external-store|@babel/runtime'),
    priority: 100,
  },
  { name: 'i18n', test: pkg('i18next|react-i18next'), priority: 100 },
  { name: 'query', test: pkg('@tanstack/query-core|@tanstack/react-query'), priority: 100 },
  {
    name: 'charts',
    test: pkg(
      'recharts|@mantine/charts|d3-[a-z-]+|victory-vendor|decimal\\.js-light|es-toolkit|immer|reselect|@reduxjs/toolkit|react-redux|redux|redux-thunk|eventemitter3|tiny-invariant',
    ),
    // recharts' modules run in their import order only when its whole graph is in the one chunk; after the
    // Mantine groups, so that it takes none of their modules.
    includeDependenciesRecursively: true,
    priority: 40,
  },
  { name: 'dates', test: pkg('@mantine/dates|dayjs'), priority: 90 },
  { name: 'datatable', test: pkg('mantine-datatable'), priority: 90 },
  { name: 'casl', test: pkg('@casl/ability|@ucast/[a-z0-9]+'), priority: 90 },
  { name: 'zod', test: pkg('zod'), priority: 90 },
  { name: 'form', test: pkg('@mantine/form'), priority: 90 },
  { name: 'mantine-base', test: mantineBase, priority: 80, includeDependenciesRecursively: true },
  // The toasts' store is in the first screen's chunk; the toasts themselves load with the first one.
  {
    name: 'toasts',
    test: (id: string) => toasts.test(id) && !id.endsWith('.css'),
    priority: 70,
  },
  {
    name: 'mantine',
    test: pkg(
      '@mantine/core|@floating-ui/[a-z-]+|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-number-format|react-textarea-autosize|react-transition-group|@mantine/modals',
    ),
    minShareCount: 2,
    priority: 50,
  },
];
