import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** One running sponsorship as the query answers it. */
export type SponsorshipRow = {
  activity_id: string;
  partner_id: string;
  partner_name: string;
  logo_url: string | null;
  campaign_title: string;
  bonus_points: number;
  used_up: boolean;
};

/**
 * The running campaign of an ACTIVE partner (ACTIVE, inside its window) that sponsors each of `ids`, the same
 * conditions the bonus is paid under; `used_up` when less than one bonus is left.
 */
export async function findSponsorships(db: Executor, ids: string[], now: Date): Promise<SponsorshipRow[]> {
  const at = now.toISOString();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<SponsorshipRow>(sql`
    SELECT DISTINCT ON (ca.activity_id) ca.activity_id, p.id AS partner_id, p.name AS partner_name, p.logo_url,
      c.title AS campaign_title, c.bonus_points, c.budget_left < c.bonus_points AS used_up
    FROM partner_campaign_activities ca
    JOIN partner_campaigns c ON c.id = ca.campaign_id
    JOIN partners p ON p.id = c.partner_id
    WHERE ca.activity_id IN (${list}) AND c.status = 'ACTIVE' AND p.status = 'ACTIVE'
      AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz
    ORDER BY ca.activity_id, c.starts_at`);
  return result.rows;
}

/** One campaign of a partner's public page with its published public activities. */
export type PublicCampaignRow = {
  id: string;
  title: string;
  status: string;
  starts_at: Date | string;
  ends_at: Date | string;
  bonus_points: number;
  used_up: boolean;
  activities: { id: string; slug: string; title: string }[];
};

/** A partner's funded campaigns (never a proposal or a rejected one), running ones first then the newest, each with its published activities. */
export async function findPublicCampaigns(db: Executor, partnerId: string): Promise<PublicCampaignRow[]> {
  const result = await db.execute<PublicCampaignRow>(sql`
    SELECT c.id, c.title, c.status, c.starts_at, c.ends_at, c.bonus_points,
      c.budget_left < c.bonus_points AS used_up,
      coalesce(json_agg(json_build_object('id', a.id, 'slug', a.slug, 'title', a.title) ORDER BY a.title)
        FILTER (WHERE a.id IS NOT NULL), '[]') AS activities
    FROM partner_campaigns c
    LEFT JOIN partner_campaign_activities ca ON ca.campaign_id = c.id
    LEFT JOIN activities a ON a.id = ca.activity_id AND a.status = 'PUBLISHED' AND a.visibility = 'PUBLIC'
    WHERE c.partner_id = ${partnerId} AND c.status IN ('ACTIVE', 'PAUSED', 'ENDED')
    GROUP BY c.id
    ORDER BY (c.status = 'ACTIVE') DESC, c.created_at DESC
    LIMIT 50`);
  return result.rows;
}
