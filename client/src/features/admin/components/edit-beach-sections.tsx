import { ChevronDown } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFieldProps } from '@/lib/use-field-props';
import { SelectField } from '@/components/ui/select-field';
import { locationOptions, type BeachFormValues } from '../lib/beach-form';

const amenities = [
  { name: 'hasParking', label: 'Parking' },
  { name: 'hasFacilities', label: 'Facilities' },
  { name: 'hasFreshWater', label: 'Fresh Water' },
  { name: 'hasBeachCafe', label: 'Beach Cafe' },
  { name: 'hasLifeguards', label: 'Lifeguards' },
] as const satisfies readonly { name: keyof BeachFormValues; label: string }[];

/** The texts that restate the season: the beach page shows the rule's sentences instead. */
const seasonHint = 'Shown only for a beach without a structured rule.';

/** The beach's longer texts, each a box of its own size, limit and hint. */
const beachTexts = {
  description: {
    label: 'Description',
    rows: 6,
    maxLength: 10_000,
    hint: 'Supports **bold** and *italic*; a blank line starts a new paragraph.',
  },
  accessInfo: {
    label: 'Dog Access Information',
    rows: 3,
    maxLength: 2000,
    hint: "Shown as a note after the rule's own sentences: what the rule cannot say.",
  },
  seasonalRestrictions: {
    label: 'Seasonal Restrictions',
    rows: 2,
    maxLength: 2000,
    hint: seasonHint,
  },
  restrictionPeriod: { label: 'Restriction Period', rows: 2, maxLength: 500, hint: seasonHint },
} as const;

/** One of the beach's longer texts, named by its field. */
function BeachText({ name }: { name: keyof typeof beachTexts }) {
  const field = useFieldProps(useFormContext<BeachFormValues>());
  return <TextareaField {...beachTexts[name]} {...field(name)} />;
}

/** The beach's name, place and description, first in the Edit Beach form. */
export function BeachFields() {
  const form = useFormContext<BeachFormValues>();
  const field = useFieldProps(form);
  const location = useWatch({ control: form.control, name: 'location' });
  return (
    <>
      <TextField label="Beach Name" autoComplete="off" maxLength={120} {...field('name')} />
      <SelectField label="Location" options={locationOptions(location)} {...field('location')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Latitude" step="any" min={-90} max={90} {...field('latitude')} />
        <NumberField label="Longitude" step="any" min={-180} max={180} {...field('longitude')} />
      </div>
      <BeachText name="description" />
    </>
  );
}

/** The beach's amenities, a checkbox each, in the Edit Beach form. */
export function AmenityFields() {
  const form = useFormContext<BeachFormValues>();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink">Amenities</legend>
      <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {amenities.map(({ name, label }) => (
          <label key={name} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 rounded accent-sea-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-500"
              {...form.register(name)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The beach's hand-written dog texts. With a structured rule the beach page shows the rule's own
 * sentences and then the access information as a note; any dates or hours in these texts must be
 * the rule's, or the save is refused beside the text.
 */
export function DogTextFields() {
  return (
    <>
      <BeachText name="accessInfo" />
      <div className="grid gap-4 sm:grid-cols-2">
        <BeachText name="seasonalRestrictions" />
        <BeachText name="restrictionPeriod" />
      </div>
    </>
  );
}

/**
 * Edit Beach's More details, folded away: slug, address, postcode and Google's figures. The
 * dialog opens it when one of them has an error.
 */
export function MoreDetails({
  open,
  onOpenChange,
  adding,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new beach: the slug's hint says a blank one is made from the name. */
  adding: boolean;
}) {
  const field = useFieldProps(useFormContext<BeachFormValues>());
  return (
    <details
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="group rounded-xl border border-line"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 font-semibold text-ink hover:bg-sand-50 focus-visible:outline-3 focus-visible:outline-sea-500 [&::-webkit-details-marker]:hidden">
        More details
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="grid gap-4 p-4 pt-2 sm:grid-cols-2">
        <TextField
          label="Slug"
          maxLength={120}
          hint={
            adding
              ? 'The address of the beach page. Leave blank to make one from the name.'
              : 'The address of the beach page: /beach/{slug}. Blank keeps it.'
          }
          className="sm:col-span-2"
          {...field('slug')}
        />
        <TextField
          label="Full Address"
          autoComplete="off"
          maxLength={500}
          className="sm:col-span-2"
          {...field('fullAddress')}
        />
        <TextField label="Postcode" autoComplete="off" maxLength={20} {...field('postcode')} />
        <TextField
          label="Place ID"
          hint="Google's place ID, if known."
          maxLength={300}
          {...field('placeId')}
        />
        <NumberField
          label="Google Rating"
          step={0.01}
          min={0}
          max={5}
          hint="From 0 to 5."
          {...field('googleRating')}
        />
        <NumberField
          label="Google Reviews count"
          step={1}
          min={0}
          {...field('totalReviewsGoogle')}
        />
      </div>
    </details>
  );
}
