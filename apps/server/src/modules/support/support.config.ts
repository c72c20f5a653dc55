import { DEFAULT_SUPPORT_SLA, TICKET_PRIORITIES, TIERS, type SupportSlaTargets } from '@streamit/contract';
import { z } from 'zod';

const minutes = z
  .number()
  .int()
  .min(1)
  .max(365 * 24 * 60);
const byPriority = z.partialRecord(z.enum(TICKET_PRIORITIES), minutes);
const SlaOverrideSchema = z.strictObject({
  firstResponseMinutes: byPriority.optional(),
  resolutionMinutes: byPriority.optional(),
  tierFactor: z.partialRecord(z.enum(TIERS), z.number().min(0.01).max(10)).optional(),
});

/** SUPPORT_SLA_TARGETS: JSON overriding some of the default targets; the rest keep their defaults. */
const slaTargets = z.string().transform((text, context): SupportSlaTargets => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
  const parsed = SlaOverrideSchema.safeParse(json);
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: parsed.error.issues.map((i) => i.message).join('; ') });
    return z.NEVER;
  }
  const { firstResponseMinutes, resolutionMinutes, tierFactor } = parsed.data;
  return {
    firstResponseMinutes: { ...DEFAULT_SUPPORT_SLA.firstResponseMinutes, ...firstResponseMinutes },
    resolutionMinutes: { ...DEFAULT_SUPPORT_SLA.resolutionMinutes, ...resolutionMinutes },
    tierFactor: { ...DEFAULT_SUPPORT_SLA.tierFactor, ...tierFactor },
  };
});

/** Environment variables of the support desk, spread into `ConfigSchema` (docs/configuration.md). */
export const SUPPORT_CONFIG = {
  SUPPORT_SLA_TARGETS: slaTargets.default(DEFAULT_SUPPORT_SLA),
  /** A ticket waiting this many days for the member's reply closes itself with a notice. */
  SUPPORT_AUTO_CLOSE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** The escalation job raises tickets whose next SLA due time is this close. */
  SUPPORT_ESCALATE_WITHIN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Tickets one member may open per hour (429 beyond), counted in PostgreSQL across instances. */
  SUPPORT_TICKETS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  SUPPORT_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
};
