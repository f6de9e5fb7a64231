import { Check, CircleCheck, Copy, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { quickUploadMessages } from '@shared/admin';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { quickUploadProblem } from '../lib/quick-upload-file';
import { useToastedPhotoUpload } from '../lib/use-chosen-image';
import { UploadPhotoButton } from './upload-photo-button';
import { successToast } from '@/lib/outcome-toasts';

/** How long the stand-alone card's copy button says Copied. */
export const copiedForMs = 2000;

/** "2.35 MB": the preview's size, in megabytes to two decimals. */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

interface Chosen {
  file: File;
  /** The file's object URL for the preview; revoked when the file is cleared or replaced. */
  preview: string;
}

const fileInputClasses = cn(
  inputClasses(false, 'cursor-pointer py-1.5 text-sm'),
  'file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border file:border-sea-600',
  'file:bg-white file:px-3 file:font-semibold file:text-sea-700 hover:file:bg-sea-50',
);

/**
 * The back office's quick photo upload: choose an image of at most 5MB, see it
 * with its size, then Upload Photo or Clear.
 * - With `beachId` (Photo Admin's list): a compact uploader that makes the photo that beach's own.
 * - Without: the stand-alone 'Upload Beach Photo' card, which shows the uploaded photo's URL with a
 *   copy button, for use in a beach record.
 */
export function BeachPhotoUploader({
  beachId,
  beachName,
}: {
  beachId?: number;
  beachName?: string;
}) {
  const inline = beachId !== undefined;
  const upload = useToastedPhotoUpload();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);

  const previewUrl = chosen?.preview;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = quickUploadProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'error' });
      clear();
      return;
    }
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  // The upload's toasts come from mutateAsync, not mutate's own callbacks: those are skipped when
  // this uploader unmounts first (a search that hides its beach), and the admin should still hear
  // how the upload went.
  const send = async () => {
    if (!chosen) return;
    const stored = await upload.send({ file: chosen.file, beachId });
    if (!stored) return;
    // No page reload: useUploadBeachPhoto refreshes the admin and public beach queries and fires
    // the photo-uploaded event, so the list's thumbnail updates in place and this uploader is
    // ready for the next photo.
    clear();
    if (!inline) setUploadedUrl(stored.imageUrl || stored.url);
  };

  const picker = (
    <FormField
      label={inline ? 'New photo' : 'Choose a photo'}
      hint={quickUploadMessages.hint}
      className={inline ? 'text-sm' : undefined}
    >
      {(control) => (
        <input
          ref={input}
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          className={fileInputClasses}
          {...control}
        />
      )}
    </FormField>
  );

  const preview = chosen && (
    <div
      className={cn('flex gap-3', inline ? 'items-center' : 'flex-col sm:flex-row sm:items-end')}
    >
      <img
        src={chosen.preview}
        alt={`Preview of ${chosen.file.name}`}
        className={cn(
          'shrink-0 rounded-lg bg-sand-50 object-cover',
          inline ? 'size-16' : 'aspect-[4/3] w-full max-w-xs',
        )}
      />
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-ink-muted">
          <span className="block font-semibold break-all text-ink">{chosen.file.name}</span>
          {sizeInMb(chosen.file.size)}
        </p>
        <div className="flex flex-wrap gap-2">
          <UploadPhotoButton pending={upload.isPending} onUpload={() => void send()} />
          <Button variant="secondary" size="sm" onClick={clear} disabled={upload.isPending}>
            <X aria-hidden="true" className="size-4" />
            Clear
          </Button>
        </div>
      </div>
    </div>
  );

  if (inline) {
    return (
      <div
        role="group"
        aria-label={`Upload a photo for ${beachName ?? `beach ${beachId}`}`}
        className="space-y-2"
      >
        {picker}
        {preview}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        Upload Beach Photo
      </h3>
      {picker}
      {preview}
      {uploadedUrl && <UploadedPhotoUrl url={uploadedUrl} />}
    </section>
  );
}

/** The uploaded photo's URL, read-only, with a copy button and where to use it. */
function UploadedPhotoUrl({ url }: { url: string }) {
  const inputId = useId();
  const noteId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toast({
        title: quickUploadMessages.copyFailedTitle,
        description: quickUploadMessages.copyFailed,
        variant: 'error',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedForMs);
    successToast(quickUploadMessages.copiedTitle, quickUploadMessages.copied);
  };

  const CopyIcon = copied ? Check : Copy;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block font-semibold text-ink">
          Uploaded photo URL
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            type="text"
            readOnly
            value={url}
            aria-describedby={noteId}
            onFocus={(event) => event.currentTarget.select()}
            className={inputClasses(false, 'font-mono text-sm')}
          />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            <CopyIcon aria-hidden="true" className="size-4" />
            {copied ? 'Copied' : 'Copy URL'}
          </Button>
        </div>
      </div>
      <p
        id={noteId}
        role="status"
        className="flex gap-2 rounded-lg bg-allowed-bg px-3 py-2 text-sm text-allowed"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Photo uploaded. Use this URL in your beach records: paste it into the Photo URL field of a
          beach’s Edit Beach dialog.
        </span>
      </p>
    </div>
  );
}
