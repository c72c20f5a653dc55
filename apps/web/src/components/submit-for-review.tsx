/** Props of SubmitForReview. */
export interface SubmitForReviewProps {
  /** The id of the "save first" line the button points to while there are unsaved changes. */
  unsavedId: string;
  dirty: boolean;
  pending: boolean;
  error: Error | null;
  label: string;
  unsavedLabel: string;
  onSubmit: () => void;
}

/**
 * The editors' "send for review" button (quizzes, stories): disabled until the changes are saved, with the
 * reason read out beside it and the server's refusal announced.
 */
export function SubmitForReview(props: SubmitForReviewProps) {
  const { unsavedId, dirty, pending, error } = props;
  return (
    <>
      <button
        type="button"
        className="btn btn-success"
        disabled={dirty || pending}
        aria-describedby={dirty ? unsavedId : undefined}
        onClick={props.onSubmit}
      >
        {props.label}
      </button>
      {dirty ? (
        <p id={unsavedId} className="form-text w-100 mb-0">
          {props.unsavedLabel}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger w-100 mb-0">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
