import { configure } from '@testing-library/react';

// Screens load their parts as lazy chunks; on a loaded 2-core machine the first import of a
// chunk (transformed on demand) can take longer than the library's default second.
configure({ asyncUtilTimeout: 5_000 });
