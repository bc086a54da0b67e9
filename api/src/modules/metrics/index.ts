/** The store's own measurements: browsers whose analytics counter never started (the lost-user metric). */
export { metricsModule } from './metrics-module';
