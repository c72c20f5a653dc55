import {
  API_BASE_PATH,
  PARTNER_PORTAL_DAYS_EXPORT_PATH,
  PartnerPortalDaysQuerySchema,
  acceptPartnerInvitationEndpoint,
  getPartnerPortalDaysEndpoint,
  invitePartnerPersonEndpoint,
  listPartnerPeopleEndpoint,
  proposeCampaignEndpoint,
  removePartnerPersonEndpoint,
  revokePartnerInvitationEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import {
  acceptPartnerInvitation,
  getPartnerPeople,
  invitePartnerPerson,
  removePartnerPerson,
  revokePartnerInvitation,
} from './partner-invitations.service.js';
import { proposeCampaign } from './partner-campaign-proposals.service.js';
import { formatPortalDaysCsv, getPartnerPortalDays } from './partner-portal-days.service.js';

const memberOf = (request: FastifyRequest) => currentMember(request).userId;
// Each invitation sends an e-mail; revoking and inviting again must not make us a mailer (decision 061).
const INVITE_LIMIT = { rateLimit: { max: 10, timeWindow: 10 * 60_000 } };

/** The portal's figures by day (JSON and CSV) and its people: the owner invites, anyone invited reads. */
export function registerPartnerPortalRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getPartnerPortalDaysEndpoint, ({ query, request }) =>
    getPartnerPortalDays(deps, memberOf(request), query),
  );
  // A download, not a JSON endpoint: it guards itself like the points history export.
  app.get(
    `${API_BASE_PATH}${PARTNER_PORTAL_DAYS_EXPORT_PATH}`,
    { onRequest: requireMember(deps) },
    async (request, reply) => {
      const query = PartnerPortalDaysQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('VALIDATION_FAILED');
      const figures = await getPartnerPortalDays(deps, memberOf(request), query.data);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="partner-figures-${figures.from}-${figures.to}.csv"`,
        )
        .send(formatPortalDaysCsv(figures));
    },
  );
  registerEndpoint(
    app,
    invitePartnerPersonEndpoint,
    ({ body, request }) => invitePartnerPerson(deps, memberOf(request), body.email),
    { config: INVITE_LIMIT },
  );
  registerEndpoint(app, listPartnerPeopleEndpoint, ({ request }) =>
    getPartnerPeople(deps, memberOf(request)),
  );
  registerEndpoint(app, revokePartnerInvitationEndpoint, ({ params, request }) =>
    revokePartnerInvitation(deps, memberOf(request), params.id),
  );
  registerEndpoint(app, removePartnerPersonEndpoint, ({ params, request }) =>
    removePartnerPerson(deps, memberOf(request), params.userId),
  );
  registerEndpoint(app, acceptPartnerInvitationEndpoint, ({ body, request }) =>
    acceptPartnerInvitation(deps, memberOf(request), body.token),
  );
  registerEndpoint(app, proposeCampaignEndpoint, ({ body, request }) =>
    proposeCampaign(deps, memberOf(request), body),
  );
}
