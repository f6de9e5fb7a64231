import { lazyWhenOpen } from '@/components/ui/lazy-when-open';
export { useMyPhotos, useUploadPhotos, type PhotoToUpload } from './api/photos';
export { BeachPhotoGrid } from './components/photo-grid';
export const PhotoUploadDialog = lazyWhenOpen(() =>
  import('./components/photo-upload-dialog').then((module) => module.PhotoUploadDialog),
);
export { MyPhotos } from './components/my-photos';
