import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 10 s, not 1: CI runs the three test projects side by side on two
// cores, and a lazily loaded part (the toaster, a dialog) is transformed on first use; the contact
// form's first toast once took over 5 s there. A test's own ceiling (15 s) stays above this.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
