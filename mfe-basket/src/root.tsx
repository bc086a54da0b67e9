// The remote's root and routes, where its tests have always found them: both are its definition's (remote.tsx).
export { Root, routes } from './remote';
