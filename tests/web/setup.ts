// Each test renders into a fresh document: Testing Library unmounts what the previous test rendered.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' createMockEnvironment wraps the environment's methods with the test runner's spies through
// the `jest` global (only jest.fn); Vitest's vi.fn is the same spy.
Object.assign(globalThis, { jest: { fn: vi.fn } });

afterEach(() => cleanup());
