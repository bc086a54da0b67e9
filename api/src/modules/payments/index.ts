/** Payments: the acquirer behind card payments, its signed notifications, and the built-in sandbox acquirer. */
export { paymentsModule } from './payments-module';
export { acquirerFor, type Acquirer } from './acquirer';
export { startPayment } from './payments-service';
export { forgetSavedCards } from './saved-cards';
