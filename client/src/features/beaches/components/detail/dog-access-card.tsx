import { Dog } from 'lucide-react';
import type { Beach } from '@shared/beaches';
import { describeRulePeriod, orderEndText, ruleSetterText } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

type DogAccessBeach = Pick<
  Beach,
  'accessInfo' | 'seasonalRestrictions' | 'restrictionPeriod' | 'dogRule'
>;

/** What the rules say, in the source's words and ours, with who sets them and where it is written. */
export function DogAccessCard({ beach, today }: { beach: DogAccessBeach; today: string }) {
  const rule = beach.dogRule;
  // A beach the order leaves out has no rule the council set, only one that was checked.
  const setter =
    rule?.namedInOrder === false
      ? 'Checked against the local council’s dog order'
      : rule && ruleSetterText[rule.setBy];
  const facts = [
    { label: 'Seasonal restrictions', value: beach.seasonalRestrictions },
    { label: 'Restriction period', value: beach.restrictionPeriod },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <DetailCard title="Dog Access Information" icon={Dog}>
      <div className="space-y-3">
        {beach.accessInfo ? (
          <p>{beach.accessInfo}</p>
        ) : (
          <p className="text-ink-muted">No details about dog access yet: check signs on arrival.</p>
        )}
        {facts.length > 0 && (
          <dl className="space-y-2">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-medium text-ink-muted">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {rule && (
          <div className="rounded-xl bg-sand-50 p-3">
            <h3 className="font-semibold">The rule</h3>
            {rule.periods.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {rule.periods.map((period, index) => (
                  <li key={index}>
                    {describeRulePeriod(period)}
                    {period.zone && (
                      <span className="block text-sm text-ink-muted">Where: {period.zone}</span>
                    )}
                  </li>
                ))}
                {rule.leadOutsideBan && <li>Dogs on leads at other times</li>}
              </ul>
            ) : (
              <p className="mt-1">
                {rule.namedInOrder === false
                  ? 'Not named in the council’s dog order: no council restriction here'
                  : rule.leadOutsideBan
                    ? 'Dogs on leads all year'
                    : 'No seasonal dog ban'}
              </p>
            )}
            <p className="mt-2 text-sm text-ink-muted">
              {setter}.{rule.orderEndsOn && ` ${orderEndText(rule.orderEndsOn, today)}.`}
            </p>
            {rule.source && (
              <p className="mt-1 text-sm text-ink-muted">
                Source: {rule.source}
                {rule.sourceUrl && (
                  <>
                    {' '}
                    <NewTabLink
                      href={rule.sourceUrl}
                      className="font-medium text-sea-700 underline"
                    >
                      Read the source
                    </NewTabLink>
                  </>
                )}
              </p>
            )}
          </div>
        )}
      </div>
    </DetailCard>
  );
}
