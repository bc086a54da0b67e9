/** The customer: who the visitor is, favourite products and pharmacies, bonuses. */
export { accountModule } from './account-module';
export { bonusBalance, creditFirstOrderBonus, FIRST_ORDER_BONUS, refundBonus, spendBonus } from './bonus-repository';
export { isFavoriteStore, setFavoriteStore } from './favorites-repository';
