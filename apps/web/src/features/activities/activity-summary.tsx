import { nameCategory, type ActivityDetail } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ComingNextRelease } from '../../components/coming-next-release';
import { Icon } from '../../components/icon';

function Facts({ activity }: { activity: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="activity-facts list-unstyled">
      <li>
        <span className="si-badge activity-facts__type">{t(`search.types.${activity.type}`)}</span>
      </li>
      {activity.category ? <li dir="auto">{nameCategory(activity.category, i18n.language)}</li> : null}
      {activity.card.movieTime ? (
        <li>
          <Icon name="clock" className="me-1" />
          {activity.card.movieTime}
        </li>
      ) : null}
      {activity.pointsReward > 0 ? (
        <li>
          <Icon name="gem" className="me-1" />
          {t('activity.points', { count: activity.pointsReward })}
        </li>
      ) : null}
    </ul>
  );
}

/** What is known about an activity today: facts, description and credits; the player comes next release. */
export function ActivitySummary({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <div className="row g-5">
        <div className="col-12 col-lg-7">
          {activity.media.thumbnailUrl ? (
            // Decorative: the title right above already names the work.
            <img
              className="activity-poster"
              src={activity.media.thumbnailUrl}
              alt=""
              width={1280}
              height={720}
            />
          ) : null}
          <Facts activity={activity} />
          <p className="lead" dir="auto">
            {activity.description}
          </p>
          {activity.credits.length > 0 ? (
            <section aria-labelledby="activity-credits" className="mt-4">
              <h2 id="activity-credits" className="h5">
                {t('activity.credits')}
              </h2>
              <dl className="activity-credits">
                {activity.credits.map((credit) => (
                  <div key={`${credit.role}-${credit.person.id}`}>
                    <dt dir="auto">{credit.role}</dt>
                    <dd dir="auto">{credit.person.title}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
        <div className="col-12 col-lg-5">
          <ComingNextRelease
            icon="play"
            lead={t('activity.playerLead')}
            features={t('activity.playerFeatures', { returnObjects: true })}
            compact
          />
        </div>
      </div>
    </div>
  );
}
