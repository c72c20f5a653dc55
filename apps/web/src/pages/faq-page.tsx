import { POINTS_GLOBAL_DEFAULTS } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';

function FaqItem({
  question,
  answer,
  open,
  onToggle,
}: {
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="accordion-item">
      <h2 className="accordion-header">
        <button
          type="button"
          className={`accordion-button${open ? '' : ' collapsed'}`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-button`}
          onClick={onToggle}
        >
          {question}
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="accordion-collapse"
        hidden={!open}
      >
        <div className="accordion-body">{answer}</div>
      </div>
    </div>
  );
}

/** Routes /faq and /extra/faq: common questions as an accordion (one answer open at a time). */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    POINTS_GLOBAL_DEFAULTS.videoWatchPercent / 100,
  );
  // The watch share that completes a video is the contract's rule, never a figure copied into the copy.
  const questions = t('faq.items', { returnObjects: true, percent });
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <div className="page-container py-5">
      <PageTitle title={t('faq.title')} />
      <div className="row g-5">
        <div className="col-12 col-lg-4">
          <p className="lead">{t('faq.lead')}</p>
          <p className="text-body-secondary">{t('faq.stillStuck')}</p>
          <Link to="/contact" className="btn btn-outline-primary">
            {t('faq.contact')}
          </Link>
        </div>
        <div className="col-12 col-lg-8">
          <div className="accordion si-accordion">
            {questions.map((item, index) => (
              <FaqItem
                key={item.question}
                question={item.question}
                answer={item.answer}
                open={openIndex === index}
                onToggle={() => {
                  setOpenIndex(openIndex === index ? null : index);
                }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
