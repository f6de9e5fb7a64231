import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Upload Photo: sends the chosen file, and waits (Uploading...) while it goes. */
export function UploadPhotoButton({
  pending,
  onUpload,
}: {
  pending: boolean;
  onUpload: () => void;
}) {
  return (
    <Button size="sm" onClick={onUpload} disabled={pending}>
      <Upload aria-hidden="true" className="size-4" />
      {pending ? 'Uploading...' : 'Upload Photo'}
    </Button>
  );
}
