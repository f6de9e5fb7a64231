import { useId, useState } from 'react';
import { photoFileProblem } from '@shared/photos';
import {
  maxRuleReportLength,
  ruleReportMessages,
  ruleReportTextSchema,
} from '@shared/rule-reports';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { useCreateRuleReport } from '../api/rule-reports';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const sendButton: SubmitWords = { label: 'Send report', pending: 'Sending...' };

interface RuleReportDialogProps {
  beachId: number;
  beachName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The first message of a 400's `errors` for the report field, if the server sent one. */
function reportFieldError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.serverMessage;
}

/**
 * "Report a rule change": what the sign or the council says, with an optional photo of the sign.
 * Checked here with the server's own schema; what is typed stays put when sending fails.
 */
export function RuleReportDialog({
  beachId,
  beachName,
  open,
  onOpenChange,
}: RuleReportDialogProps) {
  const create = useCreateRuleReport(beachId);
  const [report, setReport] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const photoId = useId();

  const check = (text: string) => {
    const parsed = ruleReportTextSchema.safeParse(text);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const shownError = touched ? reportError : null;

  const choosePhoto = (file: File | undefined) => {
    if (!file) {
      setPhoto(null);
      setPhotoError(null);
      return;
    }
    const problem = photoFileProblem(file);
    setPhotoError(problem ? problem.description : null);
    setPhoto(problem ? null : file);
  };

  const submit = () => {
    setTouched(true);
    const problem = check(report);
    setReportError(problem);
    if (problem || photoError) return;
    create.mutate(
      { report: report.trim(), photo },
      {
        onSuccess: () => {
          successToast(ruleReportMessages.thanks);
          setReport('');
          setPhoto(null);
          setTouched(false);
          setReportError(null);
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldError = reportFieldError(error);
          if (fieldError) setReportError(fieldError);
          failureToast('Could not send your report', error);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report a rule change"
      description={`Seen a new sign at ${beachName}, or a council notice that says something else? Tell us and we'll check it.`}
    >
      <DialogForm
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
        mutation={create}
        button={sendButton}
      >
        <TextareaField
          label="What does the sign or the council say?"
          rows={5}
          value={report}
          maxLength={maxRuleReportLength}
          onChange={(event) => {
            setReport(event.target.value);
            if (touched) setReportError(check(event.target.value));
          }}
          onBlur={() => {
            setTouched(true);
            setReportError(check(report));
          }}
          error={shownError ?? undefined}
          hint="For example: “Dogs banned 1 May to 30 September, 10am to 6pm, on the main beach.”"
        />
        <div className="space-y-1">
          <label htmlFor={photoId} className="block font-semibold">
            Photo of the sign (optional)
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            aria-invalid={photoError ? true : undefined}
            aria-describedby={`${photoId}-hint`}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-sea-50 file:px-4 file:font-semibold file:text-sea-800"
          />
          <p id={`${photoId}-hint`} className="text-sm text-ink-muted">
            {photoError ? (
              <span role="alert" className="font-semibold text-banned">
                {photoError}
              </span>
            ) : (
              'JPG, PNG, GIF or WebP, up to 10MB. Location data is removed from the photo.'
            )}
          </p>
        </div>
      </DialogForm>
    </Dialog>
  );
}
