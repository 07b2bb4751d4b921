/** A third-party human-verification provider, loaded on demand: an action in, a token out. */
export interface HumanVerificationService {
  getToken(action: string): Promise<string>;
}
