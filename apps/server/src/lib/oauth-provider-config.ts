import type { Config } from '../config.js';

/** A sign-in provider's client credentials, or undefined when its id or secret is not configured. */
export function oauthClientCredentials(
  config: Config,
  id: 'google' | 'twitter',
): { clientId: string; clientSecret: string } | undefined {
  const [clientId, clientSecret] =
    id === 'google'
      ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET]
      : [config.TWITTER_CLIENT_ID, config.TWITTER_CLIENT_SECRET];
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
