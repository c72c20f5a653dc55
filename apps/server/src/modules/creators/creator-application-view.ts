import type {
  ApplicantType,
  ContentFormat,
  CreatorApplication,
  CreatorApplicationStatus,
  ReviewedCreatorApplication,
} from '@streamit/contract';
import type { ApplicationRow } from './creator-applications.repository.js';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** An application row as the API shows it. */
export function toApplication(row: ApplicationRow): CreatorApplication {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status as CreatorApplicationStatus,
    applicantType: row.applicantType as ApplicantType,
    contentFormats: row.contentFormats as ContentFormat[],
    bio: row.bio,
    portfolioLinks: row.portfolioLinks,
    sampleLink: row.sampleLink,
    country: row.country,
    agreementAcceptedAt: row.agreementAcceptedAt.toISOString(),
    reason: row.reason,
    decidedAt: isoOrNull(row.decidedAt),
    reapplyAllowedAfter: isoOrNull(row.reapplyAllowedAfter),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An application with its applicant, as staff see it. */
export function toReviewedApplication(row: {
  application: ApplicationRow;
  email: string | null;
  displayName: string | null;
}): ReviewedCreatorApplication {
  return {
    ...toApplication(row.application),
    applicant: { email: row.email, displayName: row.displayName },
    reviewerAdminId: row.application.reviewerAdminId,
  };
}
