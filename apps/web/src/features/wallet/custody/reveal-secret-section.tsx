import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PendingButton } from '../../../components/pending-button';
import { useRevealMnemonic } from './reveal-mnemonic.queries';
import { useRevealPrivateKey } from './reveal-private-key.queries';
import { useStepUpGate } from './step-up';
import { ActionError, WalletSection, needsStepUp } from './wallet-ui';

/** Seconds a revealed secret stays on screen before it is hidden again. */
export const REVEAL_SECONDS = 60;

interface Shown {
  label: string;
  value: string;
}

function ShownSecret({ shown, seconds, onHide }: { shown: Shown; seconds: number; onHide: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setLeft((seconds) => seconds - 1);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  useEffect(() => {
    if (left <= 0) onHide();
  }, [left, onHide]);
  return (
    <div className="alert alert-warning" data-testid="wallet-revealed-secret">
      <p className="fw-semibold mb-1">{shown.label}</p>
      <code dir="ltr" className="d-block text-break text-reset user-select-all mb-2">
        {shown.value}
      </code>
      <p className="small mb-2">{t('walletCustody.reveal.hidesIn', { seconds: left })}</p>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onHide}>
        {t('walletCustody.reveal.hide')}
      </button>
    </div>
  );
}

/**
 * Reveal the private key or recovery phrase: a clear warning, a step-up first, and the secret hidden
 * again after REVEAL_SECONDS. It lives only in this component's state.
 */
export function RevealSecretSection({
  hasMnemonic,
  revealSeconds = REVEAL_SECONDS,
}: {
  hasMnemonic: boolean;
  /** How long the secret stays shown (tests shorten it). */
  revealSeconds?: number;
}) {
  const { t } = useTranslation();
  const key = useRevealPrivateKey();
  const phrase = useRevealMnemonic();
  const gate = useStepUpGate('wallet-reveal-step-up');
  const [shown, setShown] = useState<Shown | null>(null);
  const failed = key.error ?? phrase.error;
  const revealKey = () => {
    key.mutate(undefined, {
      onSuccess: (result) => {
        setShown({ label: t('walletCustody.reveal.privateKey'), value: result.privateKey });
      },
      onError: (error) => {
        if (needsStepUp(error)) gate.ask(revealKey);
      },
    });
  };
  const revealPhrase = () => {
    phrase.mutate(undefined, {
      onSuccess: (result) => {
        setShown({ label: t('walletCustody.reveal.mnemonic'), value: result.mnemonic });
      },
      onError: (error) => {
        if (needsStepUp(error)) gate.ask(revealPhrase);
      },
    });
  };
  return (
    <WalletSection id="wallet-reveal" title={t('walletCustody.reveal.title')}>
      <div className="alert alert-danger" role="note">
        {t('walletCustody.reveal.warning')}
      </div>
      {gate.form}
      <ActionError error={failed} />
      {shown ? (
        <ShownSecret
          shown={shown}
          seconds={revealSeconds}
          onHide={() => {
            setShown(null);
            key.reset();
            phrase.reset();
          }}
        />
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <PendingButton
          className="btn btn-outline-danger"
          pending={key.isPending}
          label={t('walletCustody.reveal.showKey')}
          pendingLabel={t('walletCustody.reveal.pending')}
          onClick={() => {
            gate.run(revealKey);
          }}
        />
        {hasMnemonic ? (
          <PendingButton
            className="btn btn-outline-danger"
            pending={phrase.isPending}
            label={t('walletCustody.reveal.showMnemonic')}
            pendingLabel={t('walletCustody.reveal.pending')}
            onClick={() => {
              gate.run(revealPhrase);
            }}
          />
        ) : null}
      </div>
    </WalletSection>
  );
}
