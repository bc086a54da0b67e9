/** Editorial content: the home page's promo slides and their pictures. */
export { contentModule } from './content-module';
