import { useRef, useState } from 'react';
import { adminBeachMessages, beachPhotoMaxBytes, quickUploadMessages } from '@shared/admin';
import { useUploadBeachPhoto, type BeachPhotoToUpload } from '../api/upload-beach-photo';
import { failureToast, successToast } from '@/lib/outcome-toasts';

/** The edit dialog's check of a chosen photo (an image of at most 10 MB): its words, or null. */
export function beachPhotoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return adminBeachMessages.photoNotImage;
  if (file.size > beachPhotoMaxBytes) return adminBeachMessages.photoTooLarge;
  return null;
}

/**
 * A file input's choice of one image, checked by `beachPhotoProblem`: give `input` to the
 * `<input type="file">` and call `choose` from its onChange. `onChosen` hears the file, or null
 * when it was refused (`problem` then holds the words); nothing when no file was chosen. The
 * input is emptied each time, so the same file can be chosen again.
 */
export function useChosenImage() {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (files: FileList | null, onChosen: (file: File | null) => void) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = beachPhotoProblem(file);
    setProblem(found);
    onChosen(found ? null : file);
  };

  return { input, problem, choose };
}

/**
 * The back office's photo upload with its toasts: "uploaded" with the file's name,
 * or the failure with the server's words. `send` resolves to the stored photo, or null when it
 * failed. It uses mutateAsync, so the toasts come even when the caller unmounts first.
 */
export function useToastedPhotoUpload() {
  const upload = useUploadBeachPhoto();

  const send = async (photo: BeachPhotoToUpload) => {
    try {
      const stored = await upload.mutateAsync(photo);
      successToast(quickUploadMessages.uploaded, `File: ${stored.originalName}`);
      return stored;
    } catch (error) {
      failureToast(quickUploadMessages.failedTitle, error, quickUploadMessages.failedTitle);
      return null;
    }
  };

  return { send, isPending: upload.isPending };
}
