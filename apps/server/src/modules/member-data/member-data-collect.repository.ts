import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/**
 * What a member's copy of their data holds, section by section: each is one read (decision 053: tables are
 * shared for reading) that names its columns, so no secret (password hash, token hashes, wallet keys, TOTP
 * seeds, staff notes) can slip in when a table gains a column.
 */
const SECTIONS: Record<string, (userId: string) => SQL> = {
  profile: (id) => sql`
    SELECT id, email, email_verified_at, first_name, last_name, display_name, tier, total_points,
      is_content_creator, creator_status, google_id IS NOT NULL AS google_linked, twitter_id IS NOT NULL AS x_linked,
      preferred_language, signup_country, signup_method, suspended_at, suspended_until, suspension_reason,
      created_at, updated_at
    FROM users WHERE id = ${id}`,
  signIns: (id) => sql`
    SELECT created_at, success, method, reason, ip, user_agent FROM login_events
    WHERE user_id = ${id} ORDER BY created_at DESC`,
  sessions: (id) => sql`
    SELECT created_at, last_seen_at, method, ip, user_agent, country, revoked_at, revoked_reason
    FROM member_sessions WHERE user_id = ${id} ORDER BY created_at DESC`,
  devices: (id) => sql`
    SELECT name, user_agent, last_ip, trusted_at, created_at AS first_seen_at, last_seen_at
    FROM member_devices WHERE user_id = ${id} ORDER BY created_at`,
  pointsHistory: (id) => sql`
    SELECT e.created_at, e.amount, p.kind, p.source, p.reason, p.reason_code, p.reason_values, p.activity_id
    FROM points_entries e JOIN points_accounts a ON a.id = e.account_id JOIN points_postings p ON p.id = e.posting_id
    WHERE a.user_id = ${id} ORDER BY e.created_at DESC, e.id DESC`,
  exchanges: (id) => sql`
    SELECT id, created_at, points_amount, token_amount_wei::text AS token_amount_wei, payout_address, status,
      reject_reason, tx_hash, settled_at
    FROM points_exchanges WHERE user_id = ${id} ORDER BY created_at DESC`,
  wallets: (id) => sql`
    SELECT address, kind, is_payout, created_at FROM wallets WHERE user_id = ${id} ORDER BY created_at`,
  orders: (id) => sql`
    SELECT o.id, o.created_at, o.status, o.payment_method, o.total_points, o.address, o.carrier, o.tracking_number,
      o.paid_at, o.shipped_at, o.delivered_at, o.cancelled_at, o.refunded_at,
      (SELECT coalesce(json_agg(json_build_object('title', i.title_en, 'sku', i.sku,
        'size', CASE WHEN i.size IS NOT NULL THEN json_build_object('en', i.size, 'ar', i.size_ar) END,
        'colour', CASE WHEN i.colour IS NOT NULL THEN json_build_object('en', i.colour, 'ar', i.colour_ar) END,
        'quantity', i.quantity, 'unitPoints', i.unit_points)), '[]')
       FROM store_order_items i WHERE i.order_id = o.id) AS items
    FROM store_orders o WHERE o.user_id = ${id} ORDER BY o.created_at DESC`,
  supportTickets: (id) => sql`
    SELECT t.number, t.created_at, t.category, t.subject, t.status, t.closed_at, t.csat_score, t.csat_comment,
      (SELECT coalesce(json_agg(json_build_object('at', m.created_at, 'from', m.author_type, 'body', m.body,
        'attachments', (SELECT coalesce(json_agg(f.file_name), '[]') FROM support_attachments f
          WHERE f.message_id = m.id)) ORDER BY m.created_at), '[]')
       FROM support_messages m WHERE m.ticket_id = t.id AND NOT m.internal) AS messages
    FROM support_tickets t WHERE t.user_id = ${id} ORDER BY t.created_at DESC`,
  content: (id) => sql`
    SELECT id, type, title, description, status, visibility, publish_at, created_at, updated_at
    FROM activities WHERE creator_id = ${id} ORDER BY created_at`,
};

/** The names of the sections, in the order the file lists them. */
export const MEMBER_DATA_SECTIONS = Object.keys(SECTIONS);

/** One section's rows for the member. */
export async function readMemberDataSection(
  db: Executor,
  section: string,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const query = SECTIONS[section];
  if (!query) throw new Error(`unknown member data section ${section}`);
  const result = await db.execute(query(userId));
  return result.rows;
}
