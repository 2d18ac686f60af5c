import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. With two test workers on the 2-core CI machine, a debounced
// search answered by a mocked fetch and rendered by Mantine took longer than that beside the API tests
// (show-search.test.tsx). They still fail on a UI that never shows what they wait for, only later.
configure({ asyncUtilTimeout: 5_000 });
