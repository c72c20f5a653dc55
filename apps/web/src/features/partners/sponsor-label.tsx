import { SponsorNote } from '../../components/sponsor-note';
import { useSponsorship } from './partners.queries';

/** "Presented by" on an activity's page while a running campaign sponsors it; nothing otherwise. */
export function SponsorLabel({ activityId }: { activityId: string }) {
  const sponsorship = useSponsorship(activityId);
  return sponsorship.data ? <SponsorNote sponsorship={sponsorship.data} /> : null;
}
