import { configure } from '@testing-library/react';

/**
 * The unit tests' one setting: findBy… and waitFor wait up to 5 s for what they look for
 * (testing-library's default is 1 s). Lazy pages, the rich-text editor and antd's forms render in
 * well under a second alone, but the clean-clone CI once missed two of them on a 2-core machine
 * shared with other test runs. A wrong expectation still fails, at most 4 s later.
 */
configure({ asyncUtilTimeout: 5_000 });
