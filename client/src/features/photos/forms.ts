/**
 * The photo picker and its upload progress, for the page that uploads photos: kept out of the
 * feature's index, so that a page that only shows photos (a beach page) loads no form code.
 */
export { PhotoPicker, UploadProgress } from './components/photo-picker';
