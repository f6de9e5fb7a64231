import type { DogRule } from '@shared/beaches';
import { dogStatusAt } from '@shared/dog-rules';
import { ruleSentences } from '@shared/rule-sentences';

/**
 * What the beach page will say with the rule as it stands in the editor: the sentences built
 * from it, and today's line. Undefined while the editor holds a rule that is not valid yet.
 */
export function DogRulePreview({
  rule,
  accessType,
}: {
  rule: DogRule | null | undefined;
  accessType: string;
}) {
  if (rule === undefined) {
    return (
      <p className="rounded-lg bg-sea-50 px-3 py-2 text-sm text-sea-900">
        Correct the rule above to see what the beach page will say.
      </p>
    );
  }
  const today = dogStatusAt({ accessType, dogRule: rule }, new Date());
  const sentences = ruleSentences(rule);
  return (
    <div className="space-y-2 rounded-lg bg-sea-50 px-3 py-2 text-sm text-sea-900">
      {sentences.length > 0 && (
        <div>
          <p className="font-semibold">The beach page says the rule as:</p>
          <ul className="list-disc pl-5">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      <p>
        <span className="font-semibold">The beach page says today:</span> {today.today}
        {today.nextChange && <> ({today.nextChange.text})</>}
      </p>
    </div>
  );
}
