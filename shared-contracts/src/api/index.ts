// API endpoint schemas (spec section 7), one module per domain.
export * from './ad-vocabulary';
export * from './ads';
// `src/index.ts` already exports the core auth and user names (login, logout, user init, userSchema).
export {
  OAUTH_PROVIDERS,
  PASSWORD_MIN_LENGTH,
  changePasswordBodySchema,
  confirmBodySchema,
  confirmEndpoint,
  confirmResendEndpoint,
  deviceBodySchema,
  emailBodySchema,
  oauthProviderSchema,
  oauthStartEndpoint,
  registerBodySchema,
  registerDataSchema,
  registerEndpoint,
  resetPasswordChangeEndpoint,
  resetPasswordEndpoint,
  resetPasswordVerifyEndpoint,
  resetVerifyBodySchema,
  saveDeviceEndpoint,
  sentDataSchema,
} from './auth';
export type { OAuthProvider } from './auth';
export * from './bookmarks';
export * from './filters';
export * from './pagination';
export { userDashboardDataSchema, userDashboardEndpoint } from './user';
export type { UserDashboard } from './user';
