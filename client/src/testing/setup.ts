import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1: CI runs the three test projects side by side on two
// cores, and a lazily loaded part (the toaster, a dialog) can take longer than a second there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
