export { useMyPhotos, useUploadPhotos, type PhotoToUpload } from './api/photos';
export { BeachPhotoGrid } from './components/photo-grid';
export { PhotoPicker, UploadProgress } from './components/photo-picker';
export { PhotoUploadDialog } from './components/photo-upload-dialog';
export { MyPhotos } from './components/my-photos';
