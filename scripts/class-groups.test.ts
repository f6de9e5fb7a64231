import { readFileSync } from 'node:fs';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { createClassGroupUtils } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import {
  classCandidates,
  classGroupConfig,
  classGroupsFile,
  defaultLookup,
  lookedUp,
  type ClassGroupConfig,
} from './class-groups';

const committed = JSON.parse(readFileSync(classGroupsFile, 'utf8')) as ClassGroupConfig;
const candidates = classCandidates();
const appConfig = { cacheSize: 0, theme: {}, ...committed };
const appLookup = createClassGroupUtils(appConfig);

describe("cn's class groups (client/src/components/ui/class-groups.json)", () => {
  it('are current with the sources (else run `npm run class-groups`)', () => {
    expect(committed).toEqual(classGroupConfig(candidates));
  });

  it('put every class in the sources in the group the default configuration does', () => {
    const differing = candidates
      .flatMap(lookedUp)
      .filter((name) => appLookup.getClassGroupId(name) !== defaultLookup.getClassGroupId(name));
    expect(differing).toEqual([]);
    // The sources' classes, not a handful: the scanner finds thousands of candidates.
    expect(candidates.length).toBeGreaterThan(1000);
  });

  it("give every group used the default's conflicts among the groups used", () => {
    const used = new Set(Object.keys(committed.classGroups));
    for (const group of used) {
      for (const postfix of [false, true]) {
        const ours = appLookup.getConflictingClassGroupIds(group, postfix);
        const theirs = defaultLookup.getConflictingClassGroupIds(group, postfix);
        expect([...ours].sort(), group).toEqual(theirs.filter((id) => used.has(id)).sort());
      }
    }
  });

  it('merge every pair of Tailwind classes in the sources as the default does', () => {
    const merge = createTailwindMerge(() => appConfig);
    const tailwind = candidates.filter((name) =>
      lookedUp(name).some((base) => defaultLookup.getClassGroupId(base)),
    );
    const differing: string[] = [];
    for (const first of tailwind) {
      for (const second of tailwind) {
        const list = `${first} ${second}`;
        if (merge(list) !== twMerge(list)) differing.push(list);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(tailwind.length).toBeGreaterThan(500);
  });
});
