import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import './scroll-row.css';

/** Props of ScrollRow. */
export interface ScrollRowProps {
  /** The row's visible title, also the name of its list and buttons. */
  title: string;
  /** Id of the title heading. */
  headingId: string;
  /** Extra content next to the title, such as a "View all" link. */
  action?: ReactNode;
  /** The cards, each wrapped in an `<li>` by the row. */
  children: ReactNode[];
}

/** Share of the visible width one press of a scroll button moves. */
const STEP = 0.85;

/** Whether the track can still move towards its start and its end, whatever the reading direction. */
function readEnds(track: HTMLElement): { start: boolean; end: boolean } {
  // In right-to-left layouts scrollLeft runs from 0 down to negative values, so use its size only.
  const offset = Math.abs(track.scrollLeft);
  const max = track.scrollWidth - track.clientWidth;
  return { start: offset > 1, end: max - offset > 1 };
}

function useScrollEnds(trackRef: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  const update = useCallback(() => {
    if (trackRef.current) setEnds(readEnds(trackRef.current));
  }, [trackRef]);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackRef, update]);
  return { ends, update };
}

/** Moves the track a screenful towards its end (+1) or start (-1) in the reading direction. */
export function scrollTrack(track: HTMLElement, towards: 1 | -1): void {
  const rtl = getComputedStyle(track).direction === 'rtl';
  track.scrollBy({ left: towards * (rtl ? -1 : 1) * track.clientWidth * STEP, behavior: 'smooth' });
}

interface RowButtonsProps {
  title: string;
  ends: { start: boolean; end: boolean };
  onMove: (towards: 1 | -1) => void;
}

/** Previous and next: each disabled once the track cannot move further that way; none when all cards fit. */
function RowButtons({ title, ends, onMove }: RowButtonsProps) {
  const { t } = useTranslation();
  if (!ends.start && !ends.end) return null;
  return (
    <div className="scroll-row__buttons">
      <button
        type="button"
        className="scroll-row__button"
        aria-label={t('browse.row.previous', { title })}
        disabled={!ends.start}
        onClick={() => {
          onMove(-1);
        }}
      >
        <Icon name="chevronStart" className="scroll-row__arrow" />
      </button>
      <button
        type="button"
        className="scroll-row__button"
        aria-label={t('browse.row.next', { title })}
        disabled={!ends.end}
        onClick={() => {
          onMove(1);
        }}
      >
        <Icon name="chevronEnd" className="scroll-row__arrow" />
      </button>
    </div>
  );
}

/** A titled horizontal row of cards: touch and wheel scrolling, Tab through the cards, previous/next buttons. */
export function ScrollRow({ title, headingId, action, children }: ScrollRowProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const { ends, update } = useScrollEnds(trackRef);
  const move = (towards: 1 | -1) => {
    if (trackRef.current) scrollTrack(trackRef.current, towards);
    update();
  };
  return (
    <section className="scroll-row" aria-labelledby={headingId}>
      <div className="scroll-row__head">
        <h2 id={headingId} className="scroll-row__title h4" dir="auto">
          {title}
        </h2>
        {action}
        <RowButtons title={title} ends={ends} onMove={move} />
      </div>
      <ul ref={trackRef} className="scroll-row__track list-unstyled" aria-label={title}>
        {children.map((child, index) => (
          <li key={index} className="scroll-row__item">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
