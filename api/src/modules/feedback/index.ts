/** The site's forms: messages, call-backs, analogue requests, partner and charity requests, the mailing subscription. */
export { feedbackModule } from './feedback-module';
