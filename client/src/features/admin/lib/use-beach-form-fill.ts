import { useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Beach } from '@shared/beaches';
import { beachToFormValues, type BeachFormValues } from './beach-form';

/**
 * Fills the Edit Beach form from `beach` whenever the dialog opens or another beach is chosen,
 * then calls `onFill`. A refetched copy of the same beach refills it only while the admin has
 * not changed anything, so a photo upload (which refreshes the lists) never throws away edits.
 */
export function useBeachFormFill(
  form: Pick<UseFormReturn<BeachFormValues>, 'getValues' | 'reset'>,
  beach: Beach | null,
  open: boolean,
  onFill: () => void,
) {
  const beachKey = beach?.id ?? 'new';
  const filledFrom = useRef<{ key: number | 'new'; values: BeachFormValues } | null>(null);
  const filled = useEffectEvent(onFill);

  useEffect(() => {
    if (!open) {
      filledFrom.current = null;
      return;
    }
    const last = filledFrom.current;
    const edited =
      last !== null && JSON.stringify(form.getValues()) !== JSON.stringify(last.values);
    if (last?.key === beachKey && edited) return;
    const values = beachToFormValues(beach);
    form.reset(values);
    filledFrom.current = { key: beachKey, values };
    filled();
  }, [beach, beachKey, open, form]);
}
