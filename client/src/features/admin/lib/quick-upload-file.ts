import { acceptedPhotoTypes } from '@shared/photos';
import { quickUploadMaxBytes, quickUploadMessages } from '@shared/admin';

/** The quick and stand-alone uploaders' check of a chosen file: a toast's title and text. */
export function quickUploadProblem(file: { type: string; size: number }) {
  if (
    !file.type.startsWith('image/') ||
    !(acceptedPhotoTypes as readonly string[]).includes(file.type)
  ) {
    return { title: quickUploadMessages.notImageTitle, description: quickUploadMessages.notImage };
  }
  if (file.size > quickUploadMaxBytes) {
    return { title: quickUploadMessages.tooLargeTitle, description: quickUploadMessages.tooLarge };
  }
  return null;
}
