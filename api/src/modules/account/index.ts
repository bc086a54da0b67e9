/** The customer: who the visitor is, the profile, favourite products and pharmacies, bonuses and charity. */
export { accountModule } from './account-module';
export { bonusBalance, creditFirstOrderBonus, FIRST_ORDER_BONUS, refundBonus, spendBonus } from './bonus-repository';
export { customerState } from './customer-state';
export {
  clearWrongPasswords,
  countWrongPassword,
  eraseCustomer,
  findCustomer,
  findCustomerByEmail,
  findCustomerByPhone,
  insertCustomer,
  updateCustomer,
  type CustomerRow,
} from './customers-repository';
export { deleteFavoritesOf, isFavoriteStore, setFavoriteStore } from './favorites-repository';
export { sendVerificationMail, unsubscribeLink, type ProfileDeps } from './profile';
