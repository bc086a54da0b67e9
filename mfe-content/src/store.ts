// The store's typed hooks and types, where the remote's features have always found them: they are the remote's
// definition's (remote.tsx). Re-exported, never read here: remote.tsx imports the features that import this file, so
// this module runs before the definition exists.
export * from './remote';
