import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '@shared/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { BeachPicker, type ChosenBeach } from '@/features/beaches';
import { useUploadPhotos, type PhotoToUpload } from '@/features/photos';
import { PhotoPicker, UploadProgress } from '@/features/photos/forms';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { AccountPage, BackLink, fixedBeachFrom } from './account-page';

/**
 * The upload page of a signed-in member: the beach (fixed by the link, or chosen here), the
 * photos and their upload. A chunk of its own, loaded by community-upload.tsx once someone is
 * signed in, so a signed-out visitor's page does not load the photo and beach pickers.
 */
export default function UploadPhotosPage({ user }: { user: User }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fixed = fixedBeachFrom(params);
  const [chosen, setChosen] = useState<ChosenBeach | null>(null);
  const beach = fixed ?? chosen;
  const [photos, setPhotos] = useState<PhotoToUpload[]>([]);
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhotos(beach?.id ?? 0, setProgress);

  const send = () => {
    if (!beach || photos.length === 0) {
      toast({
        title: 'Missing information',
        description: 'Please select at least one photo and beach location.',
        variant: 'error',
      });
      return;
    }
    setProgress(0);
    upload.mutate(photos, {
      onSuccess: ({ uploadedPhotos }) => {
        toast({
          title: 'Photos uploaded successfully!',
          description: `${uploadedPhotos} photo(s) are now on the ${beach.name} page.`,
          variant: 'success',
        });
        setPhotos([]);
        void navigate(fixed ? `/beach/${fixed.id}` : '/profile');
      },
      onError: (error) =>
        toast({
          title: 'Upload failed',
          description: serverMessage(
            error,
            'There was an error uploading your photos. Please try again.',
          ),
          variant: 'error',
        }),
    });
  };

  return (
    <AccountPage
      title="Upload Photos"
      intro="Your photos appear on the beach page straight away. Our team removes any that are unsuitable (people's faces close up, no dog or beach in sight, anything offensive)."
    >
      <div className="space-y-5">
        {!user.emailVerified && (
          <p role="alert" className="rounded-xl bg-seasonal-bg p-3">
            Verify your email address first: use the link we sent to {user.email}.
          </p>
        )}
        {fixed ? (
          <p>
            <span className="font-semibold">Beach:</span> {fixed.name}
          </p>
        ) : (
          <BeachPicker value={chosen} onChange={setChosen} />
        )}
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={upload.isPending} />
        {upload.isPending && <UploadProgress fraction={progress} />}
        <Button size="lg" onClick={send} disabled={upload.isPending}>
          <Upload aria-hidden="true" className="size-5" />
          {upload.isPending ? 'Uploading...' : 'Upload Photos'}
        </Button>
        <p className="border-t border-line pt-4">
          <BackLink
            beach={fixed}
            className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}
          />
        </p>
      </div>
    </AccountPage>
  );
}
