/** `npm run data:check`: validates the beach catalogue and prints what it holds. */
import { readCatalogue } from '../server/src/db/seed/catalogue';
import { checkCatalogue } from '../server/src/db/seed/check';

const minimumBeaches = 160;

const report = checkCatalogue(readCatalogue());
const table = (title: string, counts: Record<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, value] of Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${key.padEnd(16)} ${String(value).padStart(4)}`);
  }
};

console.log(`beaches: ${report.total}`);
table('by area', report.byArea);
table('by access type', report.byAccessType);
table('by beach type', report.byBeachType);
table(`checked against a source (of ${report.total})`, report.checkedFields);
table('dog rules with', {
  'moving dates': report.dogRules.movingDates,
  'not confirmed': report.dogRules.unconfirmed,
  'an order end': report.dogRules.orderEndsOn,
});

const problems = [...report.problems];
if (report.total < minimumBeaches)
  problems.push(`only ${report.total} beaches (at least ${minimumBeaches})`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('\ncatalogue: OK');
