/** Signing in and out: SMS codes, passwords, Yandex ID / VK ID / T-ID, phone change and account deletion. */
export { authModule } from './auth-module';
