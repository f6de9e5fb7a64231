import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUploadPhotos, type PhotoToUpload } from '../api/photos';
import { PhotoPicker, UploadProgress } from './photo-picker';
import { failureToast, successToast } from '@/lib/outcome-toasts';

interface PhotoUploadDialogProps {
  beachId: number;
  beachName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const uploadLabel = (count: number) =>
  count === 0 ? 'Upload Photos' : `Upload ${count} ${count === 1 ? 'Photo' : 'Photos'}`;

/** Share Photos on the beach page: up to 4 photos with captions, published at once. */
export function PhotoUploadDialog({
  beachId,
  beachName,
  open,
  onOpenChange,
}: PhotoUploadDialogProps) {
  const [photos, setPhotos] = useState<PhotoToUpload[]>([]);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhotos(beachId, setProgress);

  const send = () => {
    setProgress(0);
    upload.mutate(photos, {
      onSuccess: ({ uploadedPhotos }) => {
        successToast(
          'Photos uploaded!',
          `${uploadedPhotos} photo(s) uploaded successfully and visible on the beach page.`,
        );
        setPhotos([]);
        onOpenChange(false);
      },
      onError: (error) => failureToast('Upload failed', error),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !upload.isPending && onOpenChange(next)}
      title="Share Photos"
      description={`Photos of ${beachName} appear on this page straight away; our team removes any that are unsuitable.`}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={upload.isPending} />
        {upload.isPending && <UploadProgress fraction={progress} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={send} disabled={photos.length === 0 || upload.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading...' : uploadLabel(photos.length)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
