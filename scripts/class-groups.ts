/**
 * `npm run class-groups`: writes `client/src/components/ui/class-groups.json`, the part of
 * tailwind-merge's configuration that the app's own classes use, for `cn`
 * (`client/src/components/ui/class-names.ts`).
 *
 * tailwind-merge's default configuration describes every class Tailwind can make, mostly through
 * validators and theme scales. Making it, and the lookup tables built from it on the first merge,
 * is about 20 ms of a page's start on a desktop (several times that on a phone), on every page.
 * This app passes `cn` only the classes written in its sources, and those are the only classes
 * Tailwind makes CSS for: Tailwind's own scanner (`@tailwindcss/oxide`) finds them in
 * `client/src` and `shared`. Each is looked up here in the default configuration, and the file
 * lists, group by group, exactly the classes found (without validators), with the default's
 * conflicts between those groups. Merging with it gives the same result as the default for every
 * class the scanner finds (`class-groups.test.ts` checks it, and that the file is current), and
 * its tables take about 2 ms.
 *
 * After adding a class to the sources: `npm run class-groups` (the test says so when it is due).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { format, resolveConfig } from 'prettier';
import { getDefaultConfig } from 'tailwind-merge';
// The library's own lookup and parser, as its merge uses them. They are exported for tools
// ("unstable"), so tailwind-merge is pinned to a minor version in package.json.
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

const root = path.join(import.meta.dirname, '..');
export const classGroupsFile = path.join(root, 'client/src/components/ui/class-groups.json');

/** The configuration written to the file: tailwind-merge's, less its cache size and theme. */
export interface ClassGroupConfig {
  classGroups: Record<string, string[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups: string[];
  orderSensitiveModifiers: string[];
}

/** Every class candidate in the client's sources, as Tailwind's scanner finds them (a superset). */
export function classCandidates(): string[] {
  const scanner = new Scanner({
    sources: [
      ...['client/src', 'shared'].map((folder) => ({
        base: path.join(root, folder),
        pattern: '**/*',
        negated: false,
      })),
      // Not the file this makes: its group names (`bg-color`) are not the app's classes.
      {
        base: path.dirname(classGroupsFile),
        pattern: path.basename(classGroupsFile),
        negated: true,
      },
    ],
  });
  return scanner.scan().sort();
}

const defaultMergeConfig = getDefaultConfig();
/** tailwind-merge's own class-group lookup under its default configuration. */
export const defaultLookup = createClassGroupUtils(defaultMergeConfig);
const parseClassName = createParseClassName(defaultMergeConfig);

/**
 * The class names a merge looks up for one class: its base (without variants such as `sm:` and
 * `!`) and, when it ends in a modifier such as `/50`, the base without it.
 */
export function lookedUp(className: string): string[] {
  const parsed = parseClassName(className);
  if (parsed.isExternal) return [];
  const position = parsed.maybePostfixModifierPosition;
  return position
    ? [parsed.baseClassName, parsed.baseClassName.slice(0, position)]
    : [parsed.baseClassName];
}

export function classGroupConfig(candidates = classCandidates()): ClassGroupConfig {
  const groups = new Map<string, Set<string>>();
  for (const name of candidates.flatMap(lookedUp)) {
    const group = defaultLookup.getClassGroupId(name);
    // Arbitrary properties (`[content-visibility:auto]`) are grouped by their property without
    // the configuration.
    if (!group || name.startsWith('[')) continue;
    // A negative value (`-my-3`) is looked up without its minus sign.
    const listed = name.length > 1 && name.startsWith('-') ? name.slice(1) : name;
    groups.set(group, (groups.get(group) ?? new Set()).add(listed));
  }
  const ids = [...groups.keys()].sort();
  const used = new Set(ids);
  /** The default's conflicts of the groups used, with the groups used. */
  const between = (conflicts: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      ids
        .map((id) => [id, (conflicts[id] ?? []).filter((other) => used.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  return {
    classGroups: Object.fromEntries(ids.map((id) => [id, [...(groups.get(id) ?? [])].sort()])),
    conflictingClassGroups: between(defaultMergeConfig.conflictingClassGroups),
    conflictingClassGroupModifiers: between(defaultMergeConfig.conflictingClassGroupModifiers),
    postfixLookupClassGroups: [...(defaultMergeConfig.postfixLookupClassGroups ?? [])],
    orderSensitiveModifiers: [...defaultMergeConfig.orderSensitiveModifiers],
  };
}

if (process.argv[1] === import.meta.filename) {
  const config = classGroupConfig();
  writeFileSync(
    classGroupsFile,
    await format(JSON.stringify(config), {
      ...(await resolveConfig(classGroupsFile)),
      filepath: classGroupsFile,
    }),
  );
  console.log(
    `${path.relative(root, classGroupsFile)}: ${Object.keys(config.classGroups).length} groups, ` +
      `${Object.values(config.classGroups).flat().length} classes`,
  );
}
