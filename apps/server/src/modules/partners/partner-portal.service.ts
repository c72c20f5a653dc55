import type { PartnerPortal } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { listCampaigns } from './partner-campaigns.repository.js';
import { toCampaign, toPartner } from './partner-view.js';
import { findPartnerOfMember } from './partners.repository.js';

/** GET /partner/portal: the member's partner and its campaigns with counts; 403 for a member of none. */
export async function getPartnerPortal(deps: AppDeps, userId: string): Promise<PartnerPortal> {
  const found = await findPartnerOfMember(deps.db, userId);
  if (!found) throw new AppError('PARTNER_ACCESS_REQUIRED');
  const campaigns = await listCampaigns(deps.db, found.partner.id);
  return { partner: toPartner(found), campaigns: campaigns.map(toCampaign) };
}
