import { Dog } from 'lucide-react';
import { cn, inlineTapTarget } from '@/components/ui/class-names';
import type { Beach, DogRule } from '@shared/beaches';
import { ruleSentences } from '@shared/rule-sentences';
import { orderEndText, ruleSetterText } from './beach-facts';
import { DetailCard } from '@/components/ui/detail-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

type DogAccessBeach = Pick<
  Beach,
  'accessInfo' | 'seasonalRestrictions' | 'restrictionPeriod' | 'dogRule'
>;

/** The structured rule in the sentences built from it, who set it and where it is written. */
function RuleFacts({ rule, today }: { rule: DogRule; today: string }) {
  // A beach the order leaves out has no rule the council set, only one that was checked.
  const setter =
    rule.namedInOrder === false
      ? 'Checked against the local council’s dog order'
      : ruleSetterText[rule.setBy];
  return (
    <div className="rounded-xl bg-sand-50 p-3">
      <h3 className="font-semibold">The rule</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {ruleSentences(rule).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
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
                className={cn(inlineTapTarget, 'font-medium text-sea-700 underline')}
              >
                Read the source
              </NewTabLink>
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** A beach without a structured rule has only its hand-written texts. */
function HandWrittenFacts({ beach }: { beach: DogAccessBeach }) {
  const facts = [
    { label: 'Seasonal restrictions', value: beach.seasonalRestrictions },
    { label: 'Restriction period', value: beach.restrictionPeriod },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <>
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
    </>
  );
}

/**
 * What the rules say. With a structured rule, its own sentences (so no hand-written text can
 * contradict the dates it works from), then the beach's note for what the structure cannot say;
 * the hand-written season texts, which only restate the rule, are not shown.
 */
export function DogAccessCard({ beach, today }: { beach: DogAccessBeach; today: string }) {
  const rule = beach.dogRule;
  return (
    <DetailCard title="Dog Access Information" icon={Dog}>
      <div className="space-y-3">
        {rule ? (
          <>
            <RuleFacts rule={rule} today={today} />
            {beach.accessInfo && (
              <div>
                <h3 className="text-sm font-medium text-ink-muted">Note</h3>
                <p>{beach.accessInfo}</p>
              </div>
            )}
          </>
        ) : (
          <HandWrittenFacts beach={beach} />
        )}
      </div>
    </DetailCard>
  );
}
