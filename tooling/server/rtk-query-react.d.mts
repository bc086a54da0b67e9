// The server bundles' '@reduxjs/toolkit/query/react' has the same API as the real one.
export * from '@reduxjs/toolkit/query/react';
