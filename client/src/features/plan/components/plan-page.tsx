import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PlanResult } from '@shared/plan';
import { londonDate } from '@shared/london-time';
import { planPageName } from '@shared/plan-page';
import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { PageTitle } from '@/lib/page-title';
import { usePlan } from '../api/get-plan';
import {
  asksForPlan,
  planFormSchema,
  searchFromValues,
  valuesFromSearch,
  type PlanFormValues,
} from '../lib/plan-form';
import { PlanForm } from './plan-form';
import { PlanResultsLoading } from './plan-results-loading';

/**
 * The answer's code (its time lines, with the tides feature they draw with) loads only once a plan
 * is asked for, so that the empty form /plan opens with starts with less code to evaluate.
 */
const PlanResults = lazy(async () => ({ default: (await import('./plan-results')).PlanResults }));

/**
 * /plan: where a dog can walk on a day. The address holds every answer of the form, so a plan is
 * bookmarked and shared by its link; opening one runs it.
 */
export function PlanPage({ map }: { map?: (results: PlanResult[]) => ReactNode }) {
  usePageSubtitle('Plan a walk');
  const [params, setParams] = useSearchParams();
  const today = londonDate(new Date());
  const search = params.toString();
  const asked = asksForPlan(params);
  const values = useMemo(
    () => valuesFromSearch(new URLSearchParams(search), today),
    [search, today],
  );
  const query = useMemo(
    () =>
      asked && planFormSchema(today).safeParse(values).success
        ? searchFromValues(values).toString()
        : null,
    [asked, today, values],
  );
  const plan = usePlan(query);

  const submit = (next: PlanFormValues) => {
    const nextSearch = searchFromValues(next);
    if (nextSearch.toString() === query) void plan.refetch();
    else setParams(nextSearch);
  };

  return (
    <div className="space-y-6">
      <PageTitle title={planPageName(params)} />
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Where can my dog go?</h1>
        <p className="text-lg text-ink-muted">
          Choose a day and the hours you have: we find the beaches where dogs are allowed then, in
          daylight and, if you like, at low tide, and draw them on one time line.
        </p>
      </header>
      <PlanForm
        values={values}
        today={today}
        onSubmit={submit}
        serverError={plan.error}
        asked={asked}
      />
      {query !== null && (
        <section aria-label="Plan results">
          <Suspense fallback={<PlanResultsLoading />}>
            <PlanResults
              plan={plan.data}
              isPending={plan.isPending || plan.isFetching}
              error={plan.error}
              onRetry={() => void plan.refetch()}
              asked={values}
              map={plan.data && plan.data.results.length > 0 ? map?.(plan.data.results) : undefined}
            />
          </Suspense>
        </section>
      )}
    </div>
  );
}
