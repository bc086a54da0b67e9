export * from './brands';
export * from './regions';
export * from './entities';
export * from './app-state';
export * from './bus-events';
export * from './registry';
export * from './region-path';
export * from './region-texts';
