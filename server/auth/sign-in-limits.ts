import type { AuthConfig } from '../config.ts';
import type { Limit, WindowCounter } from '../limits/window-counter.ts';

/**
 * The sign-in's limits, windows in the database (server/limits/window-counter.ts) so they hold across API nodes.
 * Shared by every flow: one client trying many phones is counted whichever way it signs in.
 */
export class SignInLimits {
  /** Failed password logins per phone (guessing one account's password). */
  readonly loginFailures: Limit;
  /** Every sign-in attempt of a client (login, register, code check, Telegram, Firebase) counts here. */
  readonly clientAttempts: Limit;
  readonly codesPerPhone: Limit;
  readonly codesPerClient: Limit;
  /** Wrong current passwords given to a password change, per user (a stolen session guessing the password). */
  readonly passwordFailures: Limit;

  constructor(config: AuthConfig, counter: WindowCounter) {
    const loginWindow = config.loginWindowS * 1000;
    this.loginFailures = counter.limit('login-failures', config.loginFailuresPerPhone, loginWindow);
    this.clientAttempts = counter.limit('sign-in-attempts', config.loginAttemptsPerClient, loginWindow);
    this.codesPerPhone = counter.limit('codes-per-phone', config.codesPerPhonePerHour, 3600_000);
    this.codesPerClient = counter.limit('codes-per-client', config.codesPerClientPerHour, 3600_000);
    this.passwordFailures = counter.limit('password-change-failures', config.loginFailuresPerPhone, loginWindow);
  }
}
