import { toPercent } from './points-progress';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Props of DailyGoalRing. */
export interface DailyGoalRingProps {
  earned: number;
  cap: number;
  /** The ring's accessible name, with its figures ("Daily goal: 120 of 500 points today"). */
  label: string;
}

/** Today's earnings as a ring filling up to the daily cap. */
export function DailyGoalRing({ earned, cap, label }: DailyGoalRingProps) {
  const percent = toPercent(earned, cap);
  return (
    <svg
      className="daily-goal-ring"
      viewBox="0 0 100 100"
      width="112"
      height="112"
      role="img"
      aria-label={label}
      data-testid="daily-goal-ring"
      data-percent={percent}
    >
      <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="var(--bs-secondary-bg)" strokeWidth="10" />
      <circle
        cx="50"
        cy="50"
        r={RADIUS}
        fill="none"
        stroke="var(--bs-success)"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="56" textAnchor="middle" fontSize="20" fontWeight="700" fill="currentColor">
        {`${String(percent)}%`}
      </text>
    </svg>
  );
}
