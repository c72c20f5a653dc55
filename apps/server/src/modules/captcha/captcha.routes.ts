import { getCaptchaChallengeEndpoint, getCaptchaConfigEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { captchaProvider, createAltchaChallenge } from './captcha.service.js';

/** Captcha configuration and ALTCHA challenges for the sign-up form. */
export function registerCaptchaRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getCaptchaConfigEndpoint, () => {
    const provider = captchaProvider(deps);
    return {
      provider,
      challengePath: provider === 'altcha' ? getCaptchaChallengeEndpoint.path : null,
      recaptchaV3SiteKey: deps.config.RECAPTCHA_V3_SITE_KEY ?? null,
      recaptchaV2SiteKey: deps.config.RECAPTCHA_V2_SITE_KEY ?? null,
    };
  });
  registerEndpoint(app, getCaptchaChallengeEndpoint, async ({ reply }) => {
    if (captchaProvider(deps) !== 'altcha') throw new AppError('NOT_FOUND');
    void reply.header('cache-control', 'no-store');
    const challenge = await createAltchaChallenge(deps);
    return { parameters: { ...challenge.parameters }, signature: challenge.signature };
  });
}
