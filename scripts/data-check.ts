/** `npm run data:check`: validates the beach catalogue and prints what it holds. */
import { readCatalogue } from '../server/src/db/seed/catalogue';
import { checkCatalogue } from '../server/src/db/seed/check';

const minimumBeaches = 180;

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
const rules = report.dogRules;
console.log(`\ndog rules sourced: ${rules.sourced} of ${report.total}`);
table('dog rules', {
  'not named': rules.notNamed,
  'moving dates': rules.movingDates,
  unconfirmed: rules.unconfirmed,
  'order end given': rules.orderEndsOn,
  'order expired': rules.expired,
});
console.log('\nfacilities known (yes / no / not known)');
for (const [key, counts] of Object.entries(report.facilities)) {
  const known = (counts.yes ?? 0) + (counts.no ?? 0);
  console.log(
    `  ${key.padEnd(16)} ${String(known).padStart(4)} known: ${counts.yes ?? 0} / ${counts.no ?? 0} / ${counts['not-known'] ?? 0}`,
  );
}
const waters = report.bathingWaters;
console.log(`\nbathing waters: ${waters.total}, with a classification: ${waters.classified}`);

const problems = [...report.problems];
if (report.total < minimumBeaches)
  problems.push(`only ${report.total} beaches (at least ${minimumBeaches})`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('\ncatalogue: OK');
