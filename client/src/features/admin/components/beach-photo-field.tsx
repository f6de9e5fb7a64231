import { ImageOff, ImagePlus, RefreshCw, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { BeachFormValues } from '../lib/beach-form';
import { useChosenImage, useToastedPhotoUpload } from '../lib/use-chosen-image';
import { UploadPhotoButton } from './upload-photo-button';

export { beachPhotoProblem } from '../lib/use-chosen-image';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export interface BeachPhotoFieldProps {
  /** The beach the photo is for; null for a beach not saved yet (the upload only returns a URL). */
  beachId: number | null;
  beachName: string;
}

/**
 * The edit dialog's Beach Photo: the current photo with a remove button, or a
 * placeholder; choose a file (an image of at most 10 MB), see it, then Upload Photo or Choose
 * Different File; the uploaded photo's URL goes into the form. Also the manual Photo URL field.
 * Lives inside the dialog's FormProvider.
 */
export function BeachPhotoField({ beachId, beachName }: BeachPhotoFieldProps) {
  const { control, register, setValue, formState } = useFormContext<BeachFormValues>();
  const imageUrl = useWatch({ control, name: 'imageUrl' }).trim();
  const upload = useToastedPhotoUpload();
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();
  const { input, problem, choose } = useChosenImage();
  const [chosen, setChosen] = useState<File | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const showsPhoto = imageUrl !== '' && brokenUrl !== imageUrl;

  const send = async () => {
    if (!chosen) return;
    const stored = await upload.send({ file: chosen, beachId: beachId ?? undefined });
    if (!stored) return;
    setValue('imageUrl', stored.imageUrl || stored.url, {
      shouldDirty: true,
      shouldValidate: true,
    });
    setChosen(null);
  };

  return (
    <section role="group" aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold text-ink">
        Beach Photo
      </h3>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <p className="text-sm font-semibold text-ink-muted">Current photo</p>
          {showsPhoto ? (
            <div className="relative">
              <img
                src={imageUrl}
                alt={`Current photo of ${beachName || 'the beach'}`}
                onError={() => setBrokenUrl(imageUrl)}
                className="aspect-[4/3] w-full rounded-xl bg-sand-50 object-cover"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setValue('imageUrl', '', { shouldDirty: true })}
                className="absolute top-2 right-2 bg-white/95"
              >
                <X aria-hidden="true" className="size-4" />
                Remove photo
              </Button>
            </div>
          ) : (
            <div className="flex min-h-40 w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-ink-muted/40 bg-sand-50 p-4 text-center text-ink-muted sm:aspect-[4/3]">
              <ImageOff aria-hidden="true" className="size-8" />
              <span>{imageUrl === '' ? 'No photo yet' : 'This photo could not be loaded'}</span>
              {imageUrl !== '' && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setValue('imageUrl', '', { shouldDirty: true })}
                >
                  <X aria-hidden="true" className="size-4" />
                  Remove photo
                </Button>
              )}
            </div>
          )}
        </div>

        <div className="space-y-2">
          <p className="text-sm font-semibold text-ink-muted">New photo</p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            // Once a file is chosen, Choose Different File opens the picker; this input hides.
            tabIndex={chosen ? -1 : undefined}
            aria-hidden={chosen ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => choose(event.target.files, setChosen)}
            className="peer sr-only"
          />
          {chosen && preview ? (
            <div className="space-y-2">
              <img
                src={preview}
                alt={`Preview of ${chosen.name}`}
                className="aspect-[4/3] w-full rounded-xl bg-sand-50 object-cover"
              />
              <p className="text-sm break-all text-ink-muted">
                {chosen.name} ({fileSize(chosen.size)})
              </p>
              <div className="flex flex-wrap gap-2">
                <UploadPhotoButton pending={upload.isPending} onUpload={() => void send()} />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={upload.isPending}
                  onClick={() => input.current?.click()}
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  Choose Different File
                </Button>
              </div>
            </div>
          ) : (
            <label
              htmlFor={inputId}
              className="flex min-h-40 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-ink-muted/40 p-4 text-center peer-focus-visible:outline-3 sm:aspect-[4/3] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-500 hover:bg-sea-50"
            >
              <span className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <ImagePlus aria-hidden="true" className="size-4" />
                Choose File
              </span>
            </label>
          )}
          {!chosen && <p className="text-sm text-ink-muted">An image of at most 10MB.</p>}
          {problem && (
            <p id={problemId} role="alert" className="text-sm font-semibold text-banned">
              {problem}
            </p>
          )}
          {chosen && (
            <p className="text-sm text-ink-muted">
              {beachId === null
                ? 'The uploaded photo is kept when you add the beach.'
                : 'Uploading sets this beach’s photo at once.'}
            </p>
          )}
        </div>
      </div>

      <TextField
        label="Photo URL"
        type="text"
        inputMode="url"
        maxLength={2000}
        hint="Or enter a web address (https://…) or a path on this site (/uploads/…)."
        error={formState.errors.imageUrl?.message}
        {...register('imageUrl')}
      />
    </section>
  );
}
