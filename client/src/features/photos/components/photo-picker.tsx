import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import {
  acceptedPhotoTypes,
  maxCaptionLength,
  maxPhotosPerUpload,
  photoFileProblem,
  photoMessages,
} from '@shared/photos';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import type { PhotoToUpload } from '../api/photos';

interface PhotoPickerProps {
  photos: PhotoToUpload[];
  onChange: (photos: PhotoToUpload[]) => void;
  disabled?: boolean;
}

/**
 * Choose up to 4 photos, each with a preview and an optional caption. A file that is not an
 * accepted image or is over 10 MB is dropped with its message; past 4, the extra ones are.
 */
export function PhotoPicker({ photos, onChange, disabled }: PhotoPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo.file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const valid: PhotoToUpload[] = [];
    const problems = [];
    for (const file of chosen) {
      const problem = photoFileProblem(file);
      if (problem) problems.push(problem);
      else valid.push({ file, caption: '' });
    }
    // One notification at a time: every dropped file is named in it.
    if (problems.length > 0) {
      toast({
        title: problems[0]!.title,
        description: problems.map((problem) => problem.description).join(' '),
        variant: 'error',
      });
    }
    const room = maxPhotosPerUpload - photos.length;
    if (valid.length > room) {
      toast({ title: 'Too many files', description: photoMessages.tooMany, variant: 'error' });
    }
    if (valid.length > 0 && room > 0) onChange([...photos, ...valid.slice(0, room)]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-3">
      <div>
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: 'secondary',
            className: `cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sea-500 ${disabled || photos.length >= maxPhotosPerUpload ? 'pointer-events-none opacity-50' : ''}`,
          })}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Choose photos
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={acceptedPhotoTypes.join(',')}
            disabled={disabled || photos.length >= maxPhotosPerUpload}
            onChange={(event) => add(event.target.files)}
            className="sr-only"
          />
        </label>
        <p className="mt-2 text-sm text-ink-muted">
          {photoMessages.hint}. Up to {maxPhotosPerUpload} photos ({photos.length} chosen).
        </p>
      </div>
      {photos.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={previews[index]} className="space-y-2 rounded-xl border border-line p-2">
              <div className="relative">
                <img
                  src={previews[index]}
                  alt={`Preview of ${photo.file.name}`}
                  className="aspect-[4/3] w-full rounded-lg bg-sand-50 object-cover"
                />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(photos.filter((_, other) => other !== index))}
                  aria-label={`Remove ${photo.file.name}`}
                  className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
              <label className="block text-sm">
                <span className="font-semibold">Caption for {photo.file.name} (optional)</span>
                <input
                  type="text"
                  value={photo.caption}
                  maxLength={maxCaptionLength}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      photos.map((other, at) =>
                        at === index ? { ...other, caption: event.target.value } : other,
                      ),
                    )
                  }
                  className={inputClasses(false, 'mt-1')}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload's progress, as a real progress bar. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-sea-50"
      >
        <div className="h-full bg-sea-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-muted">Uploading… {percent}%</p>
    </div>
  );
}
