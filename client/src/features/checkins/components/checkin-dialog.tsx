import { useState } from 'react';
import {
  checkinMessages,
  checkinMoodLabels,
  checkinMoods,
  checkinWeatherLabels,
  checkinWeathers,
  maxDogsPerCheckin,
  type CheckinMood,
  type CheckinWeather,
} from '@shared/checkins';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useCreateCheckin } from '../api/checkins';
import { ApiError } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/outcome-toasts';
import { DialogForm, type SubmitWords } from '@/components/ui/dialog-form';

const checkInButton: SubmitWords = { label: 'Check in', pending: 'Checking in...' };

const dogOptions = Array.from({ length: maxDogsPerCheckin }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 dog' : `${index + 1} dogs`,
}));
const moodOptions = [
  { value: '', label: 'Not saying' },
  ...checkinMoods.map((value) => ({ value, label: checkinMoodLabels[value] })),
];
const weatherOptions = [
  { value: '', label: 'Not saying' },
  ...checkinWeathers.map((value) => ({ value, label: checkinWeatherLabels[value] })),
];

interface CheckinDialogProps {
  beachId: number;
  beachName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A check-in was made (its time), or the server says one was made lately (null). */
  onCheckedIn: (at: string | null) => void;
}

/** "I'm here": how many dogs, and optionally the mood and the weather. */
export function CheckinDialog({
  beachId,
  beachName,
  open,
  onOpenChange,
  onCheckedIn,
}: CheckinDialogProps) {
  const create = useCreateCheckin(beachId);
  const [dogCount, setDogCount] = useState('1');
  const [mood, setMood] = useState('');
  const [weather, setWeather] = useState('');

  const submit = () => {
    create.mutate(
      {
        dogCount: Number(dogCount),
        mood: (mood || null) as CheckinMood | null,
        weatherCondition: (weather || null) as CheckinWeather | null,
      },
      {
        onSuccess: (checkin) => {
          successToast(
            checkinMessages.created,
            `Other owners can see how busy ${beachName} is today.`,
          );
          onOpenChange(false);
          onCheckedIn(checkin.createdAt);
        },
        onError: (error) => {
          failureToast('Could not check in', error, 'Please try again.');
          // Checked in lately (another tab, another device): the form is of no use now.
          if (error instanceof ApiError && error.status === 409) {
            onOpenChange(false);
            onCheckedIn(null);
          }
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`I'm at ${beachName}`}
      description="Only the number of dogs is shown, as a rough sign of how busy the beach is today."
    >
      <DialogForm
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
        mutation={create}
        button={checkInButton}
      >
        <SelectField
          label="How many dogs are with you?"
          options={dogOptions}
          value={dogCount}
          onChange={(event) => setDogCount(event.target.value)}
        />
        <SelectField
          label="Mood (optional)"
          options={moodOptions}
          value={mood}
          onChange={(event) => setMood(event.target.value)}
        />
        <SelectField
          label="Weather (optional)"
          options={weatherOptions}
          value={weather}
          onChange={(event) => setWeather(event.target.value)}
        />
      </DialogForm>
    </Dialog>
  );
}
